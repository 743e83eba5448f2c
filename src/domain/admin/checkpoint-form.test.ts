import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { formDataOf } from "../../../tests/support/form-data.ts";
import { checkpointFormDefaults, checkpointFormSchema, checkpointPatchBody, type CheckpointSettings } from "./checkpoint-form.ts";

const texts = (text: string) => ({ uk: `${text} uk`, pl: `${text} pl`, en: `${text} en`, ro: `${text} ro`, tr: `${text} tr`, sk: `${text} sk`, hu: `${text} hu` });

const checkpoint: CheckpointSettings = {
  name: texts("Yahodyn"),
  foreign_name: texts("Dorohusk"),
  address: texts("Volyn Oblast"),
  highway: "M-07",
  lat: 51.186,
  lng: 23.804,
  checkpoints_count: 12,
  is_open: true,
  takes_bookings: null,
  version: "v1",
};

const parse = (data: FormData) => parseWithZod(data, { schema: checkpointFormSchema });

describe("the checkpoint form", () => {
  it("sends a checkpoint's unchanged form back to the API as the checkpoint is (bookings as configured: null)", () => {
    const submission = parse(formDataOf(checkpointFormDefaults(checkpoint)));
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const { takes_bookings, ...rest } = checkpoint;
    expect(checkpointPatchBody(submission.value)).toEqual({ ...rest, takes_bookings });
  });

  it("reads the bookings' choice and an unticked box as the API takes them", () => {
    expect(checkpointFormDefaults({ ...checkpoint, takes_bookings: false }).takes_bookings).toBe("no");
    const data = formDataOf(checkpointFormDefaults(checkpoint));
    data.set("takes_bookings", "yes");
    data.delete("is_open");
    data.set("lat", " 50.25 ");
    const submission = parse(data);
    expect(submission.status === "success" && checkpointPatchBody(submission.value)).toMatchObject({ takes_bookings: true, is_open: false, lat: 50.25 });
    // Decimals as most of the portal's languages write them.
    data.set("lng", "23,805");
    const comma = parse(data);
    expect(comma.status === "success" && checkpointPatchBody(comma.value).lng).toBe(23.805);
    data.set("takes_bookings", "no");
    const no = parse(data);
    expect(no.status === "success" && checkpointPatchBody(no.value).takes_bookings).toBe(false);
  });

  it("refuses coordinates out of range or not numbers, no control points, a name left blank and a long highway, each on its field", () => {
    const data = formDataOf(checkpointFormDefaults(checkpoint));
    data.set("lat", "91");
    data.set("lng", "east");
    data.set("checkpoints_count", "0");
    data.set("name.en", "   ");
    data.set("address.hu", "a".repeat(301));
    data.set("highway", "M-07 and the old road");
    data.set("takes_bookings", "maybe");
    const submission = parse(data);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toMatchObject({
      lat: ["adminCheckpoints.validation.latitude"],
      lng: ["adminCheckpoints.validation.longitude"],
      checkpoints_count: ["adminCheckpoints.validation.checkpointsCount"],
      "name.en": ["validation.required"],
      "address.hu": ["validation.tooLong?max=300"],
      highway: ["validation.tooLong?max=20"],
    });
    expect(submission.status === "error" && submission.error?.takes_bookings).toHaveLength(1);
  });

  it("refuses a whole number of control points only", () => {
    const data = formDataOf(checkpointFormDefaults(checkpoint));
    data.set("checkpoints_count", "2.5");
    const submission = parse(data);
    expect(submission.status === "error" && submission.error?.checkpoints_count).toEqual(["adminCheckpoints.validation.checkpointsCount"]);
  });
});
