import { describe, expect, it } from "vitest";
import { holdSubmissions, submissionHold } from "./submission-hold.ts";

/** A form stands for itself here: the holds key on the element only. */
const aForm = () => ({}) as HTMLFormElement;

describe("what a form's submission waits for", () => {
  it("nothing, for a form nobody holds", () => {
    expect(submissionHold(aForm())).toBeNull();
  });

  it("the hold's answer for its form only, until it lets go", async () => {
    const form = aForm();
    let solved = false;
    const release = holdSubmissions(form, () => (solved ? null : Promise.resolve()));
    await expect(submissionHold(form)).resolves.toBeUndefined();
    expect(submissionHold(aForm())).toBeNull();
    solved = true;
    expect(submissionHold(form)).toBeNull();
    solved = false;
    release();
    expect(submissionHold(form)).toBeNull();
  });

  it("a hold let go after a newer one took its place leaves the newer one", () => {
    const form = aForm();
    const releaseOld = holdSubmissions(form, () => null);
    const pending = Promise.resolve();
    holdSubmissions(form, () => pending);
    releaseOld();
    expect(submissionHold(form)).toBe(pending);
  });
});
