import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { formDataOf } from "../../../tests/support/form-data.ts";
import {
  keyFormSchema,
  newWaitingAreaFormSchema,
  revokeKeyFormSchema,
  waitingAreaBody,
  waitingAreaFormDefaults,
  waitingAreaFormSchema,
  waitingAreaPatchBody,
  type WaitingAreaSettings,
} from "./waiting-area-form.ts";

const texts = (text: string) => ({ uk: `${text} uk`, pl: `${text} pl`, en: `${text} en`, ro: `${text} ro`, tr: `${text} tr`, sk: `${text} sk`, hu: `${text} hu` });

const area: WaitingAreaSettings = {
  checkpoint_id: 1,
  name: texts("Truck stop"),
  address: texts("Luboml"),
  highway: "M-07",
  phone: "+380 33 000 00 00",
  parking_spaces: 80,
  lat: 51.2,
  lng: 23.9,
  services: ["wifi", "shower"],
  schedule: { "1": [{ from: "06:00", to: "22:00" }], "7": [{ from: "08:00", to: "12:00" }, { from: "13:00", to: "18:00" }] },
  published: true,
  version: "v1",
};

describe("the waiting area form", () => {
  it("sends an area's unchanged form back to the API as the area is", () => {
    const submission = parseWithZod(formDataOf(waitingAreaFormDefaults(area)), { schema: waitingAreaFormSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const { version, ...fields } = area;
    expect(waitingAreaPatchBody(submission.value)).toEqual({ version, ...fields });
  });

  it("reads one service ticked as a list, none as an empty one, a phone left out as none, around the clock as no hours", () => {
    const data = formDataOf(waitingAreaFormDefaults(area));
    data.delete("services");
    data.append("services", "wc");
    data.delete("phone");
    data.set("always_open", "on");
    data.delete("published");
    const submission = parseWithZod(data, { schema: waitingAreaFormSchema });
    expect(submission.status === "success" && waitingAreaPatchBody(submission.value)).toMatchObject({ services: ["wc"], phone: "", schedule: null, published: false });
    data.delete("services");
    const none = parseWithZod(data, { schema: waitingAreaFormSchema });
    expect(none.status === "success" && none.value.services).toEqual([]);
  });

  it("starts a new area empty, open around the clock and unpublished, and makes it from what is typed", () => {
    const defaults = waitingAreaFormDefaults(null);
    expect(defaults).toMatchObject({ checkpoint_id: "", highway: "", parking_spaces: "", lat: "", services: [], always_open: "on", published: "" });
    expect(defaults.name).toEqual({ uk: "", pl: "", en: "", ro: "", tr: "", sk: "", hu: "" });
    const refused = parseWithZod(formDataOf(defaults), { schema: newWaitingAreaFormSchema });
    expect(refused.status === "error" && Object.keys(refused.error ?? {}).sort()).toEqual(
      ["address.en", "address.hu", "address.pl", "address.ro", "address.sk", "address.tr", "address.uk", "checkpoint_id", "highway", "lat", "lng", "name.en", "name.hu", "name.pl", "name.ro", "name.sk", "name.tr", "name.uk", "parking_spaces"].sort(),
    );
    const { version: _version, ...typed } = waitingAreaFormDefaults({ ...area, phone: null });
    const made = parseWithZod(formDataOf(typed), { schema: newWaitingAreaFormSchema });
    expect(made.status === "success" && waitingAreaBody(made.value)).toMatchObject({ checkpoint_id: 1, phone: "", parking_spaces: 80, schedule: area.schedule });
  });

  it("refuses what the API refuses, each on its field with the API's message", () => {
    const data = formDataOf(waitingAreaFormDefaults(area));
    data.set("parking_spaces", "-1");
    data.set("phone", "call the gate");
    data.append("services", "sauna");
    data.set("checkpoint_id", "0");
    data.set("name.hu", "");
    data.set("schedule.3", "8-17");
    data.set("lat", "100");
    const submission = parseWithZod(data, { schema: waitingAreaFormSchema });
    expect(submission.status === "error" && submission.error).toMatchObject({
      parking_spaces: ["adminWaitingAreas.validation.parkingSpaces"],
      phone: ["adminWaitingAreas.validation.phone"],
      "services[2]": ["validation.invalid"],
      checkpoint_id: ["validation.invalid"],
      "name.hu": ["validation.required"],
      "schedule.3": ["adminCheckpoints.validation.hours"],
      lat: ["adminCheckpoints.validation.latitude"],
    });
  });
});

describe("a waiting area's keys", () => {
  it("issues a key with a label of 1 to 100 characters", () => {
    expect(parseWithZod(formDataOf({ label: " Gate PC " }), { schema: keyFormSchema })).toMatchObject({ status: "success", value: { label: "Gate PC" } });
    expect(parseWithZod(formDataOf({ label: "" }), { schema: keyFormSchema })).toMatchObject({ status: "error", error: { label: ["validation.required"] } });
    expect(parseWithZod(formDataOf({ label: "k".repeat(101) }), { schema: keyFormSchema })).toMatchObject({ status: "error", error: { label: ["validation.tooLong?max=100"] } });
  });

  it("revokes a key named by its id", () => {
    expect(parseWithZod(formDataOf({ key_id: "7" }), { schema: revokeKeyFormSchema })).toMatchObject({ status: "success", value: { key_id: 7 } });
    expect(parseWithZod(formDataOf({ key_id: "x" }), { schema: revokeKeyFormSchema }).status).toBe("error");
  });
});
