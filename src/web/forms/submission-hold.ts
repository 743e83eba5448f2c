/**
 * What a form's submission waits for once the form has passed its checks in the browser: the bot
 * check's solution, while the widget solves it (bot-check-field.tsx registers it; use-page-form.ts
 * asks). A form without a hold is sent at once.
 */
const holds = new WeakMap<HTMLFormElement, () => Promise<void> | null>();

/** Registers what `form` waits for (`null`: nothing now); returns the unregister call. */
export function holdSubmissions(form: HTMLFormElement, until: () => Promise<void> | null): () => void {
  holds.set(form, until);
  return () => {
    if (holds.get(form) === until) holds.delete(form);
  };
}

/** What `form` has to wait for before it is sent, or `null` when it may go now. */
export function submissionHold(form: HTMLFormElement): Promise<void> | null {
  return holds.get(form)?.() ?? null;
}
