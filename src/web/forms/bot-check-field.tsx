/**
 * The bot check of a form: the self-hosted ALTCHA widget (proof of work in the browser, no third
 * party). Its code (about 30 KB) loads when the visitor starts on the form (focus, a tap, or
 * sending it), not with the page, in the page's language; it then solves a challenge at once and
 * puts the solution in the form's `altcha` field. A form sent before the solution is ready (and
 * that passed its checks) waits for it and goes as soon as it is there. A form answered with "already used" solves a new
 * challenge and submits itself again, once. Without JavaScript the proof of work cannot run: the
 * form then asks the server's question instead (what is a plus b?), read from the page's loader.
 */
import type {} from "altcha/types/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import type { Locale } from "../../domain/locales.ts";
import { useLocale } from "../components/use-locale.ts";
import { botCheckStore } from "../platform/bot-check-store.ts";
import type { loader as rootLoader } from "../root.tsx";
import { holdSubmissions } from "./submission-hold.ts";
import { BOT_ANSWER_FIELD, BOT_CHECK_FIELD, BOT_QUESTION_FIELD, type BotQuestion, type FormReply } from "./form-reply.ts";

const WIDGET_LANGUAGES: Record<Locale, () => Promise<unknown>> = {
  uk: () => import("altcha/i18n/uk"),
  pl: () => import("altcha/i18n/pl"),
  en: () => import("altcha/i18n/en"),
  ro: () => import("altcha/i18n/ro"),
  tr: () => import("altcha/i18n/tr"),
  sk: () => import("altcha/i18n/sk"),
  hu: () => import("altcha/i18n/hu"),
};

type VerifiedEvent = CustomEvent<{ payload?: string }>;
type StateChangeEvent = CustomEvent<{ state?: string }>;

export function BotCheckField({ answer, question }: { answer: FormReply | undefined; question: BotQuestion | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const apiBaseUrl = useRouteLoaderData<typeof rootLoader>("root")?.publicEnv.apiBaseUrl ?? "/api/v3";
  const widget = useRef<HTMLElementTagNameMap["altcha-widget"]>(null);
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // The check has an outcome: a solution, or a failure (the form then goes without one, and the server says why).
  const settled = useRef(false);
  const resubmitted = useRef(false);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    void import("altcha")
      .then(() => WIDGET_LANGUAGES[locale]())
      .then(() => {
        if (!cancelled) setLoaded(true);
      });
    return () => {
      cancelled = true;
    };
  }, [wanted, locale]);

  // The visitor starts on the form: the widget loads. A form that passed its checks before the
  // solution is ready waits for it (use-page-form.ts), and goes once it is there, or as it is if the
  // check fails (the server then says why).
  useEffect(() => {
    const element = widget.current;
    const form = element?.closest("form");
    if (!element || !form) return;
    const start = () => setWanted(true);
    let waiting: Array<() => void> = [];
    const onStateChange = (event: Event) => {
      const state = (event as StateChangeEvent).detail?.state;
      settled.current = state === "verified" || state === "error";
      if (settled.current) {
        const release = waiting;
        waiting = [];
        for (const resume of release) resume();
      }
    };
    const unhold = holdSubmissions(form, () => {
      if (settled.current) return null;
      start();
      return new Promise<void>((resume) => waiting.push(resume));
    });
    // A visitor who went to a field before the page's code ran has started already.
    if (form.contains(document.activeElement)) start();
    form.addEventListener("focusin", start);
    form.addEventListener("pointerdown", start);
    element.addEventListener("statechange", onStateChange);
    return () => {
      unhold();
      form.removeEventListener("focusin", start);
      form.removeEventListener("pointerdown", start);
      element.removeEventListener("statechange", onStateChange);
    };
  }, []);

  // Every answer used the solution up: solve a new challenge, and after "already used" (once) submit again.
  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element || !answer) return;
    const resubmit = answer.botCheckUsed === true && !resubmitted.current;
    resubmitted.current = answer.botCheckUsed === true;
    const onVerified = () => element.closest("form")?.requestSubmit();
    if (resubmit) element.addEventListener("verified", onVerified, { once: true });
    element.reset();
    void element.verify();
    return () => element.removeEventListener("verified", onVerified);
  }, [loaded, answer]);

  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element) return;
    const onVerified = (event: Event) => botCheckStore.set((event as VerifiedEvent).detail?.payload ?? null);
    element.addEventListener("verified", onVerified);
    const unregister = botCheckStore.useSolver(
      () =>
        new Promise<string>((resolve) => {
          element.addEventListener("verified", (event) => resolve((event as VerifiedEvent).detail?.payload ?? ""), { once: true });
          element.reset();
          void element.verify();
        }),
    );
    return () => {
      element.removeEventListener("verified", onVerified);
      unregister();
    };
  }, [loaded]);

  return (
    <div>
      <altcha-widget
        ref={widget}
        challenge={`${apiBaseUrl}/bot-check/challenge`}
        auto="onload"
        name={BOT_CHECK_FIELD}
        language={locale}
      />
      <noscript>
        {question ? (
          <fieldset className="space-y-2 rounded border border-slate-300 p-3">
            <legend className="px-1 font-semibold">{t("botQuestion.legend")}</legend>
            <p className="text-sm text-slate-700" id="bot-answer-hint">
              {t("botQuestion.hint")}
            </p>
            <input type="hidden" name={BOT_QUESTION_FIELD} value={question.token} />
            <label htmlFor="bot-answer" className="block font-medium">
              {t("botQuestion.question", { a: question.a, b: question.b })}
            </label>
            <input
              id="bot-answer"
              name={BOT_ANSWER_FIELD}
              inputMode="numeric"
              autoComplete="off"
              required
              aria-describedby="bot-answer-hint"
              className="block w-24 rounded border border-slate-500 bg-white px-3 py-2 text-base"
            />
          </fieldset>
        ) : (
          <p className="text-sm text-slate-700">{t("botCheck.needsJavaScript")}</p>
        )}
      </noscript>
    </div>
  );
}
