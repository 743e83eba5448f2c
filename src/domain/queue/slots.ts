/**
 * Timeslots of a timeslot lane (SPEC §3, DESIGN.md): built for a calendar date in the checkpoint's
 * time zone from the lane's opening hours, each `slotMinutes` long with `placesPerSlot` places.
 * Slots follow real time, so a day with a DST change has one hour fewer or more. Intervals are
 * half-open: [start, end).
 */
import { TZDate } from "@date-fns/tz";
import { dateIn } from "../form-fields.ts";
import { MINUTE_MS } from "./policy.ts";

/** ISO weekdays: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Opening hours of one day, local "HH:MM"; `to` may be "24:00" (midnight at the day's end). */
export interface OpeningHours {
  from: string;
  to: string;
}

export interface TimeslotLane {
  timeZone: string;
  schedule: Partial<Record<Weekday, readonly OpeningHours[]>>;
  slotMinutes: number;
  placesPerSlot: number;
}

export interface Slot {
  start: Date;
  end: Date;
  capacity: number;
}

const parseDate = (date: string) => date.split("-").map(Number) as [number, number, number];
const parseTime = (time: string) => time.split(":").map(Number) as [number, number];

/** The weekday of a calendar date ("YYYY-MM-DD"). */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = parseDate(date);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

/** The instant a local date and time ("HH:MM", "24:00" allowed) names in `timeZone`. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = parseDate(date);
  const [hours, minutes] = parseTime(time);
  return new Date(new TZDate(y, m - 1, d, hours, minutes, timeZone).getTime());
}

export function buildSlots(lane: TimeslotLane, date: string): Slot[] {
  const slots: Slot[] = [];
  const step = lane.slotMinutes * MINUTE_MS;
  for (const hours of lane.schedule[weekdayOf(date)] ?? []) {
    const end = zonedInstant(date, hours.to, lane.timeZone).getTime();
    for (let start = zonedInstant(date, hours.from, lane.timeZone).getTime(); start + step <= end; start += step) {
      slots.push({ start: new Date(start), end: new Date(start + step), capacity: lane.placesPerSlot });
    }
  }
  return slots;
}

/** Free places per slot, given the places taken (booked or held) in each. */
export function withFreePlaces(slots: readonly Slot[], taken: (slot: Slot) => number): Array<Slot & { free: number }> {
  return slots.map((slot) => ({ ...slot, free: Math.max(0, slot.capacity - taken(slot)) }));
}

/** 'Free places today': free places in today's slots (in the lane's time zone) that have not begun. */
export function freePlacesToday(lane: TimeslotLane, now: Date, taken: (slot: Slot) => number): number {
  const today = dateIn(lane.timeZone, now);
  return withFreePlaces(buildSlots(lane, today), taken)
    .filter((slot) => slot.start.getTime() > now.getTime())
    .reduce((sum, slot) => sum + slot.free, 0);
}
