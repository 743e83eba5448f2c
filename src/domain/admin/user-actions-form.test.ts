import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { REASON_MAX } from "./reason-text.ts";
import { endSessionsFormSchema, operatorCheckpointsFormDefaults, operatorCheckpointsFormSchema, roleFormSchema, violationCloseFormSchema } from "./user-actions-form.ts";

function formDataOf(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("closing a violation", () => {
  it("takes the reason with its line breaks, trimmed", () => {
    const submission = parseWithZod(formDataOf([["violation_id", "12"], ["reason", "  Appeal granted\r\nby the board  "]]), { schema: violationCloseFormSchema });
    expect(submission.status === "success" && submission.value).toEqual({ violation_id: 12, reason: "Appeal granted\nby the board" });
  });

  it("refuses a reason left empty, too long or holding control characters", () => {
    for (const [reason, message] of [
      ["   ", "validation.required"],
      ["x".repeat(REASON_MAX + 1), `validation.tooLong?max=${REASON_MAX}`],
      ["a\u0000b", "validation.controlCharacters"],
      ["a\u202Eb", "validation.controlCharacters"],
    ] as const) {
      const submission = parseWithZod(formDataOf([["violation_id", "12"], ["reason", reason]]), { schema: violationCloseFormSchema });
      expect(submission.status === "error" && submission.error?.reason).toEqual([message]);
    }
  });
});

describe("the role and an operator's checkpoints", () => {
  it("takes one of the roles only", () => {
    expect(parseWithZod(formDataOf([["role", "operator"]]), { schema: roleFormSchema }).status).toBe("success");
    const refused = parseWithZod(formDataOf([["role", "root"]]), { schema: roleFormSchema });
    expect(refused.status === "error" && refused.error?.role).toEqual(["validation.required"]);
  });

  it("takes the boxes ticked: one, several or none", () => {
    const parse = (slugs: string[]) => parseWithZod(formDataOf(slugs.map((slug) => ["checkpoints", slug])), { schema: operatorCheckpointsFormSchema });
    const one = parse(["yahodyn-dorohusk"]);
    expect(one.status === "success" && one.value.checkpoints).toEqual(["yahodyn-dorohusk"]);
    const two = parse(["yahodyn-dorohusk", "rava-ruska-hrebenne"]);
    expect(two.status === "success" && two.value.checkpoints).toEqual(["yahodyn-dorohusk", "rava-ruska-hrebenne"]);
    const none = parse([]);
    expect(none.status === "success" && none.value.checkpoints).toEqual([]);
    expect(parse(["Not A Slug"]).status).toBe("error");
  });

  it("starts from the operator's checkpoints", () => {
    expect(operatorCheckpointsFormDefaults({ operator_checkpoints: [{ slug: "yahodyn-dorohusk" }] })).toEqual({ checkpoints: ["yahodyn-dorohusk"] });
  });

  it("ends the sessions with the button alone", () => {
    expect(parseWithZod(new FormData(), { schema: endSessionsFormSchema }).status).toBe("success");
  });
});
