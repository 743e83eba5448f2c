import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { aeoBody, aeoFormDefaults, aeoFormSchema } from "./aeo-form.ts";

const carrier = { id: 7, aeo_certificate: "PL AEOF 0001", aeo_expires_on: "2030-06-30", version: "v1" };

/** The form as a browser sends it (an empty field is sent empty). */
function formDataOf(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

const parse = (values: Record<string, string>) => parseWithZod(formDataOf(values), { schema: aeoFormSchema });

describe("the trusted-operator (AEO) form", () => {
  it("sends a carrier's unchanged mark back as it is", () => {
    const submission = parse(aeoFormDefaults(carrier));
    expect(submission.status === "success" && aeoBody(submission.value)).toEqual({ certificate: "PL AEOF 0001", expires_on: "2030-06-30", version: "v1" });
  });

  it("takes the mark away when both fields are left empty", () => {
    const submission = parse({ carrier_id: "7", version: "v1", certificate: "", expires_on: "" });
    expect(submission.status === "success" && aeoBody(submission.value)).toEqual({ certificate: null, expires_on: null, version: "v1" });
  });

  it("refuses a certificate without its expiry, and an expiry without its certificate, on the field missing", () => {
    const noExpiry = parse({ carrier_id: "7", version: "v1", certificate: "PL AEOF 0001", expires_on: "" });
    expect(noExpiry.status === "error" && noExpiry.error).toEqual({ expires_on: ["validation.required"] });
    const noCertificate = parse({ carrier_id: "7", version: "v1", certificate: "", expires_on: "2030-06-30" });
    expect(noCertificate.status === "error" && noCertificate.error).toEqual({ certificate: ["validation.required"] });
  });

  it("refuses markup in the number, a day that does not exist and one outside 2000–2099", () => {
    for (const [certificate, expires_on, field, message] of [
      ["<b>", "2030-06-30", "certificate", "validation.invalid"],
      ["A".repeat(65), "2030-06-30", "certificate", "validation.tooLong?max=64"],
      ["PL AEOF 0001", "2030-02-30", "expires_on", "validation.dateInvalid"],
      ["PL AEOF 0001", "1999-12-31", "expires_on", "validation.dateInvalid"],
    ] as const) {
      const submission = parse({ carrier_id: "7", version: "v1", certificate, expires_on });
      expect(submission.status === "error" && submission.error?.[field], `${certificate} ${expires_on}`).toEqual([message]);
    }
  });
});
