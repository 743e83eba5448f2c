import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { hoursOfText, scheduleFields, textOfHours } from "./hours-text.ts";
import { laneFormDefaults, laneFormSchema, lanePatchBody, type LaneSettings } from "./lane-form.ts";
import { formDataOf } from "../../../tests/support/form-data.ts";

const lane: LaneSettings = {
  flow_type: 3,
  capacity_per_hour: 40,
  is_open: true,
  schedule: { "1": [{ from: "06:00", to: "22:00" }], "6": [{ from: "00:00", to: "12:00" }, { from: "13:00", to: "24:00" }] },
  weights: { "perishable-trusted": 4, perishable: 3, trusted: 2, general: 1 },
  call_horizon_hours: 2,
  lead_minutes: 30,
  slot_minutes: 60,
  timeslot_share: 0.25,
  requires_check_in: false,
  version: "v1",
};

describe("hours typed as text", () => {
  it("reads several ranges in order, with any dash, and an empty day as closed", () => {
    expect(hoursOfText("06:00-12:00, 13:00 – 24:00")).toEqual([
      { from: "06:00", to: "12:00" },
      { from: "13:00", to: "24:00" },
    ]);
    expect(hoursOfText("  ")).toEqual([]);
  });

  it("refuses what cannot be read, is empty or overlaps", () => {
    for (const text of ["6-22", "22:00-06:00", "06:00-12:00, 11:00-13:00", "25:00-26:00", "06:00"]) expect(hoursOfText(text)).toBeNull();
  });

  it("shows a schedule's days back as they are read", () => {
    const fields = scheduleFields(lane.schedule);
    expect(fields["6"]).toBe("00:00-12:00, 13:00-24:00");
    expect(fields["2"]).toBe("");
    expect(hoursOfText(textOfHours(lane.schedule!["6"]))).toEqual(lane.schedule!["6"]);
  });
});

describe("the lane form", () => {
  it("sends a lane's unchanged form back to the API as the lane is (the share in per cent)", () => {
    const submission = parseWithZod(formDataOf(laneFormDefaults(lane)), { schema: laneFormSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(lanePatchBody(submission.value)).toEqual({
      version: "v1",
      flow_type: 3,
      capacity_per_hour: 40,
      is_open: true,
      schedule: lane.schedule,
      weights: lane.weights,
      call_horizon_hours: 2,
      lead_minutes: 30,
      slot_minutes: 60,
      timeslot_share: 0.25,
      requires_check_in: false,
    });
  });

  it("opens around the clock when ticked, whatever the days say", () => {
    const data = formDataOf(laneFormDefaults(lane));
    data.set("always_open", "on");
    const submission = parseWithZod(data, { schema: laneFormSchema });
    expect(submission.status === "success" && lanePatchBody(submission.value).schedule).toBeNull();
  });

  it("refuses a capacity of 0, a weight below 0 and unreadable hours, each on its field", () => {
    const data = formDataOf(laneFormDefaults(lane));
    data.set("capacity_per_hour", "0");
    data.set("weights.general", "-1");
    data.set("schedule.3", "8-17");
    data.set("timeslot_share", "150");
    const submission = parseWithZod(data, { schema: laneFormSchema });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toMatchObject({
      capacity_per_hour: ["adminCheckpoints.validation.capacity"],
      "weights.general": ["adminCheckpoints.validation.weight"],
      "schedule.3": ["adminCheckpoints.validation.hours"],
      timeslot_share: ["adminCheckpoints.validation.timeslotShare"],
    });
  });
});
