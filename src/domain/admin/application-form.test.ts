import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { formDataOf } from "../../../tests/support/form-data.ts";
import { approveBody, approveFormDefaults, approveFormSchema, rejectFormSchema } from "./application-form.ts";

const reason = (text: string) => parseWithZod(formDataOf({ reason: text }), { schema: rejectFormSchema });

describe("approving an application", () => {
  it("starts at the checkpoint's coordinates, to be published, and sends them as numbers", () => {
    const defaults = approveFormDefaults({ lat: 51.186, lng: 23.804 });
    expect(defaults).toEqual({ lat: "51.186", lng: "23.804", published: "on" });
    const submission = parseWithZod(formDataOf(defaults), { schema: approveFormSchema });
    expect(submission.status === "success" && approveBody(submission.value)).toEqual({ lat: 51.186, lng: 23.804, published: true });
  });

  it("keeps the area unpublished when the box is unticked; with no checkpoint the coordinates start empty and are asked for", () => {
    const defaults = approveFormDefaults(null);
    expect(defaults).toMatchObject({ lat: "", lng: "" });
    const submission = parseWithZod(formDataOf({ ...defaults, published: "" }), { schema: approveFormSchema });
    expect(submission.status === "error" && submission.error).toMatchObject({
      lat: ["adminCheckpoints.validation.latitude"],
      lng: ["adminCheckpoints.validation.longitude"],
    });
    const unpublished = parseWithZod(formDataOf({ lat: "50", lng: "24" }), { schema: approveFormSchema });
    expect(unpublished.status === "success" && approveBody(unpublished.value).published).toBe(false);
  });

  it("refuses coordinates out of range or not numbers", () => {
    const submission = parseWithZod(formDataOf({ lat: "95", lng: "-181", published: "on" }), { schema: approveFormSchema });
    expect(submission.status === "error" && submission.error).toMatchObject({
      lat: ["adminCheckpoints.validation.latitude"],
      lng: ["adminCheckpoints.validation.longitude"],
    });
  });
});

describe("declining an application", () => {
  it("takes a reason of several lines, trimmed", () => {
    const submission = reason("  No parking licence\nyet.  ");
    expect(submission.status === "success" && submission.value).toEqual({ reason: "No parking licence\nyet." });
  });

  it("refuses a reason left out, too short, too long or with control characters", () => {
    for (const text of ["", "  no  ", "a".repeat(1001)]) {
      const submission = reason(text);
      expect(submission.status === "error" && submission.error?.reason).toEqual(["adminWaitingAreas.validation.reason"]);
    }
    const control = reason("No\u0007 parking");
    expect(control.status === "error" && control.error?.reason).toEqual(["validation.controlCharacters"]);
  });
});
