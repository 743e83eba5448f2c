import { describe, expect, it } from "vitest";
import { LOCALES } from "../domain/locales.ts";
import { MESSAGES } from "./index.ts";

describe("status names (SPEC §4)", () => {
  it("are the specification's in Ukrainian", () => {
    const { status } = MESSAGES.uk.queues;
    expect([status["30"], status["40"], status["50"]]).toEqual(["Черга очікування", "Приготуватись до вʼїзду", "На контролі"]);
  });

  it.each(LOCALES)("read the same on the queue pages and in the operator console (%s)", (locale) => {
    const { queues, operator } = MESSAGES[locale];
    expect(operator.statuses.awaiting).toBe(queues.status["30"]);
    expect(operator.statuses.calledUp.startsWith(queues.status["40"])).toBe(true);
    expect(operator.statuses.confirmed.startsWith(queues.status["40"])).toBe(true);
    expect(operator.statuses.onControl).toBe(queues.status["50"]);
  });

  it.each(LOCALES)("read the same on the public workload boards (%s)", (locale) => {
    const { queues, workload } = MESSAGES[locale];
    expect(workload.statuses).toEqual({ 30: queues.status["30"], 40: queues.status["40"], 50: queues.status["50"] });
  });

  it.each(LOCALES)("tell a place lost to the clock as cancelled, in words other than an operator's annulment (%s)", (locale) => {
    const { queues, queueNotices } = MESSAGES[locale];
    expect(queues.status["80"]).not.toBe(queues.status["90"]);
    expect(queueNotices.expired.title).not.toBe(queueNotices.annulled.title);
    // The annulment's own word does not describe the expiry.
    const annulWord = queues.status["90"].split(/\s/)[0]!.toLowerCase();
    expect(queueNotices.expired.title.toLowerCase()).not.toContain(annulWord);
    expect(queues.status["80"].toLowerCase()).not.toContain(annulWord);
  });
});
