/**
 * Weekly hours written in one line, as an operator sets them in the environment (the support
 * line's SUPPORT_HOURS): ISO weekdays (1 Monday … 7 Sunday) or a range of them, then one or more
 * "HH:mm-HH:mm" spans, groups separated by ";". E.g. "1-5 09:00-18:00; 6 10:00-14:00". Days not
 * named are closed. Pure.
 */

export type WeeklyHours = Record<string, Array<{ from: string; to: string }>>;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The hours of `text`, or the reason it cannot be read. */
export function parseWeeklyHours(text: string): { hours: WeeklyHours } | { error: string } {
  const hours: WeeklyHours = {};
  for (const group of text.split(";").map((part) => part.trim()).filter(Boolean)) {
    const [days, ...spans] = group.split(/\s+/);
    const range = /^([1-7])(?:-([1-7]))?$/.exec(days ?? "");
    if (!range) return { error: `"${days}" is not a weekday (1-7) or a range of them (1-5)` };
    const first = Number(range[1]);
    const last = Number(range[2] ?? range[1]);
    if (last < first) return { error: `"${days}" runs backwards` };
    if (spans.length === 0) return { error: `"${group}" names no hours (HH:mm-HH:mm)` };
    const parsed: Array<{ from: string; to: string }> = [];
    for (const span of spans) {
      const [from = "", to = "", ...rest] = span.split("-");
      if (rest.length > 0 || !CLOCK.test(from) || !CLOCK.test(to) || to <= from) return { error: `"${span}" is not a span HH:mm-HH:mm` };
      parsed.push({ from, to });
    }
    for (let day = first; day <= last; day++) {
      if (hours[day]) return { error: `weekday ${day} is named twice` };
      hours[day] = parsed;
    }
  }
  if (Object.keys(hours).length === 0) return { error: "names no day" };
  return { hours };
}
