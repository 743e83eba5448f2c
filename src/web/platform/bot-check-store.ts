/**
 * The browser's bot-check store (SPEC §3): the latest ALTCHA solution, sent as X-Bot-Check on the
 * API calls that need one, and a way to solve a new one when the API says it was used already.
 */
export interface BotCheckStore {
  token(): string | null;
  set(token: string | null): void;
  /** The widget on the page registers how to solve a new challenge; returns the unregister call. */
  useSolver(solve: () => Promise<string>): () => void;
  /** Solves a new challenge (SPEC §8: after `recaptcha_wasted`); without a widget it clears the token. */
  rerun(): Promise<void>;
}

export function createBotCheckStore(): BotCheckStore {
  let current: string | null = null;
  let solver: (() => Promise<string>) | null = null;
  return {
    token: () => current,
    set(token) {
      current = token;
    },
    useSolver(solve) {
      solver = solve;
      return () => {
        if (solver === solve) solver = null;
      };
    },
    async rerun() {
      current = null;
      if (solver) current = await solver();
    },
  };
}

/** The page's one store. */
export const botCheckStore = createBotCheckStore();
