import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { reviewDecisionBody, reviewDecisionFormSchema } from "./review-decision-form.ts";

const parse = (intent: string, reason: string) => {
  const data = new FormData();
  data.append("reason", reason);
  data.append("intent", intent);
  return parseWithZod(data, { schema: reviewDecisionFormSchema });
};

describe("a review's decision", () => {
  it("approves without a reason, and sends none even if one was typed", () => {
    for (const reason of ["", "Looks fine"]) {
      const submission = parse("approve", reason);
      expect(submission.status === "success" && reviewDecisionBody(submission.value)).toEqual({ approve: true });
    }
  });

  it("rejects with the reason the user is told", () => {
    const submission = parse("reject", " The photo is blurred ");
    expect(submission.status === "success" && reviewDecisionBody(submission.value)).toEqual({ approve: false, reason: "The photo is blurred" });
  });

  it("refuses a rejection without a reason, or with one of fewer than 3 characters", () => {
    const none = parse("reject", "  ");
    expect(none.status === "error" && none.error).toEqual({ reason: ["validation.required"] });
    const short = parse("reject", "no");
    expect(short.status === "error" && short.error).toEqual({ reason: ["validation.tooShort?min=3"] });
  });

  it("refuses a decision that is neither", () => {
    expect(parse("maybe", "because").status).toBe("error");
  });
});
