import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { ANSWER_MAX, feedbackAnswerCall, feedbackAnswerFormSchema } from "./feedback-answer-form.ts";

const parse = (intent: string, answer: string, version = "v1") => {
  const data = new FormData();
  data.append("version", version);
  data.append("answer", answer);
  data.append("intent", intent);
  return parseWithZod(data, { schema: feedbackAnswerFormSchema });
};

describe("a feedback message's answer", () => {
  it("sends the answer typed, with its paragraphs, and the version the page showed", () => {
    const submission = parse("answer", "Choose the bus\r\n\r\nin the wizard. ");
    expect(submission.status === "success" && feedbackAnswerCall(submission.value)).toEqual({ action: "answer", body: { answer: "Choose the bus\n\nin the wizard.", version: "v1" } });
  });

  it("closes without an answer", () => {
    const submission = parse("close", "");
    expect(submission.status === "success" && feedbackAnswerCall(submission.value)).toEqual({ action: "close", body: { version: "v1" } });
  });

  it("refuses to send an empty or too long answer, and a form without its version", () => {
    const empty = parse("answer", " ");
    expect(empty.status === "error" && empty.error).toEqual({ answer: ["validation.required"] });
    const long = parse("answer", "x".repeat(ANSWER_MAX + 1));
    expect(long.status === "error" && long.error?.answer).toEqual([`validation.tooLong?max=${ANSWER_MAX}`]);
    const versionless = parse("close", "", "");
    expect(versionless.status === "error" && versionless.error?.version).toEqual(["validation.required"]);
  });
});
