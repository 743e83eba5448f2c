/**
 * The pause before a new code may be asked for, above the form that asks for one. Rendered on the
 * server (and so without JavaScript) it is a static sentence and the form is always offered: asked
 * too early, the API answers how many seconds are left. In the browser it counts down each second,
 * and the form's button works once the pause is over.
 */
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CODE_RESEND_SECONDS } from "../../domain/accounts.ts";
import { useHydrated } from "../components/use-hydrated.ts";

/** Seconds left until `deadline` (ms since the epoch), counted again each second until none are. */
function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** Seconds left until `deadline` (ms since the epoch), counted again each second until none are. */
function useSecondsLeft(deadline: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    if (secondsUntil(deadline) === 0) return;
    const timer = setInterval(() => {
      const next = secondsUntil(deadline);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

export function CodeCountdown({ secondsLeft, children }: { secondsLeft: number; children: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // Counted from when the page first showed the server's figure; a new code remounts it (key).
  const [deadline] = useState(() => Date.now() + secondsLeft * 1000);
  const seconds = useSecondsLeft(deadline);
  const waiting = hydrated && seconds > 0;
  return (
    <div className="space-y-2">
      {hydrated ? (
        <p role="timer" aria-live={seconds === 0 ? "polite" : "off"}>
          {waiting ? t("codeResend.wait", { seconds }) : t("codeResend.ready")}
        </p>
      ) : (
        <p>{t("auth.form.noCode", { seconds: CODE_RESEND_SECONDS })}</p>
      )}
      <fieldset disabled={waiting} className="disabled:cursor-not-allowed">
        {children}
      </fieldset>
    </div>
  );
}
