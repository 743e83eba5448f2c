/**
 * What every wizard step is shown in: 'Step X of Y' with the step's name, the list of steps (the
 * current one marked with aria-current, the others links back to them), the held timeslot's
 * countdown (or the message that it ran out, with a one-click way to choose again), and the
 * API's refusal next to what to do about it.
 */
import { Suspense, useCallback, useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import type { WizardStep } from "../../../domain/queue/wizard-steps.ts";
import { useLocale } from "../../components/use-locale.ts";
import { formatDate, formatDateTime, formatTime } from "../../format.ts";
import { lazyRendered } from "../../components/lazy-rendered.ts";
import type { Draft, Refusal, WizardData } from "./types.ts";

// Only a timeslot's hold counts down (buses and cars): a truck's booking never loads it.
const Countdown = lazyRendered(() => import("../countdown.tsx").then((m) => m.Countdown));

export function stepHref(href: (path: string) => string, basePath: string, draft: Pick<Draft, "id">, step: WizardStep) {
  return `${href(basePath)}?draft=${draft.id}&step=${step}`;
}

/** Hidden fields every step form carries: which draft and step it saves. */
export function DraftFields({ draft, step }: { draft: Draft | null; step: WizardStep }) {
  return (
    <>
      {draft ? <input type="hidden" name="draft" value={draft.id} /> : null}
      <input type="hidden" name="step" value={step} />
    </>
  );
}

export function StepProgress({ wizard }: { wizard: WizardData }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { steps, step, draft, basePath } = wizard;
  const index = steps.indexOf(step);
  return (
    <nav aria-label={t("booking.progress")} className="space-y-2">
      <ol className="flex flex-wrap gap-x-1 gap-y-2 text-sm">
        {steps.map((s, i) => {
          const current = s === step;
          const label = (
            <>
              <span aria-hidden="true" className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-bold ${current ? "bg-brand-700 text-white" : i < index ? "bg-brand-100 text-brand-900" : "bg-slate-200 text-slate-800"}`}>
                {i + 1}
              </span>
              <span className={current ? "font-semibold" : "sr-only sm:not-sr-only"}>{t(`booking.steps.${s}`)}</span>
            </>
          );
          return (
            <li key={s} className="flex items-center gap-1 pr-2">
              {current || !draft ? (
                <span aria-current={current ? "step" : undefined} className="flex items-center gap-1 text-brand-900">
                  {label}
                </span>
              ) : (
                <Link to={stepHref(href, basePath, draft, s)} className="flex items-center gap-1 text-brand-800 underline-offset-2 hover:underline">
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The held timeslot: how long it stays held, or that it ran out and a button to choose again. */
export function HoldBanner({ wizard }: { wizard: WizardData }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const revalidator = useRevalidator();
  const { draft, checkpoint, step } = wizard;
  const onExpire = useCallback(() => {
    if (revalidator.state === "idle") void revalidator.revalidate();
  }, [revalidator]);
  if (!draft?.slot_start || draft.kind !== "timeslot") return null;
  const zone = checkpoint?.time_zone;
  const time = `${formatDate(draft.slot_start, locale, zone)}, ${formatTime(draft.slot_start, locale, zone)}`;
  if (draft.reservation_seconds_left) {
    return (
      <div className="rounded border-l-4 border-brand-700 bg-brand-50 p-3" data-testid="hold">
        <p>
          {t("booking.hold.held", { time })}{" "}
          <Suspense fallback={null}>
            <Countdown
              seconds={draft.reservation_seconds_left}
              resetKey={draft.slot_start}
              onExpire={onExpire}
              label={t("booking.hold.label")}
              className="font-mono text-lg font-bold tabular-nums"
            />
          </Suspense>
        </p>
        <p className="text-sm text-slate-700">{t("booking.hold.hint")}</p>
      </div>
    );
  }
  return (
    <div role="alert" className="space-y-2 rounded border-l-4 border-accent bg-accent/20 p-3">
      <p className="font-semibold">{t("booking.hold.expired", { time })}</p>
      <Form method="post">
        <DraftFields draft={draft} step={step} />
        <button type="submit" name="intent" value="rechoose" className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus:outline-3 focus:outline-offset-2 focus:outline-accent">
          {t("booking.hold.rechoose")}
        </button>
      </Form>
    </div>
  );
}

/** A refusal of the API in the user's language, with what to do next. Takes focus when it appears. */
export function RefusalBox({ refusal, wizard }: { refusal: Refusal; wizard: WizardData }) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [refusal]);
  const { draft, steps, basePath } = wizard;
  let todo: ReactNode = null;
  const link = "font-semibold text-brand-800 underline";
  switch (refusal.code) {
    case "blocked":
      todo = (
        <>
          <p>{refusal.blocked_until ? t("booking.refusal.blockedUntil", { date: formatDateTime(refusal.blocked_until, locale) }) : null}</p>
          <p>{t("booking.refusal.blockedAppeal")}</p>
          {refusal.support ? (
            <ul className="list-disc pl-5">
              <li>
                {t("booking.refusal.hotlineUkrainian")}: <a className={link} href={`tel:${refusal.support.ukrainian.replace(/[^\d+]/g, "")}`}>{refusal.support.ukrainian}</a>
              </li>
              <li>
                {t("booking.refusal.hotlineForeign")}: <a className={link} href={`tel:${refusal.support.foreign.replace(/[^\d+]/g, "")}`}>{refusal.support.foreign}</a>
              </li>
            </ul>
          ) : null}
        </>
      );
      break;
    case "missing-info":
      if (refusal.fields?.length && draft) {
        todo = <FixSteps fields={refusal.fields} wizard={wizard} />;
      } else {
        todo = (
          <Link className={link} to={`${href("/profile/carrier")}?type=${wizard.vehicleType}`}>
            {t("booking.refusal.fillCarrier")}
          </Link>
        );
      }
      break;
    case "phone-not-verified":
      todo = (
        <Link className={link} to={href("/profile/details")}>
          {t("booking.refusal.verifyPhone")}
        </Link>
      );
      break;
    case "permit-absent":
      todo = (
        <p>
          {t("booking.refusal.permitAbsent")}{" "}
          <Link className={link} to={href("/profile/licenses")}>
            {t("booking.refusal.permits")}
          </Link>
          {draft && steps.includes("BusRoute") ? (
            <>
              {" · "}
              <Link className={link} to={stepHref(href, basePath, draft, "BusRoute")}>
                {t("booking.steps.BusRoute")}
              </Link>
            </>
          ) : null}
        </p>
      );
      break;
    case "slot-full":
      todo = draft ? (
        <Link className={link} to={stepHref(href, basePath, draft, steps.includes("BusRoute") ? "BusRoute" : "CarDate")}>
          {t("booking.refusal.otherSlot")}
        </Link>
      ) : null;
      break;
    case "vehicle-busy":
    case "driver-busy": {
      // Taken in another queue: change it in this booking, or see that other entry.
      const [text, step] = refusal.code === "vehicle-busy" ? (["booking.refusal.vehicleBusy", "Vehicle"] as const) : (["booking.refusal.driverBusy", "Drivers"] as const);
      todo = draft ? (
        <p>
          {t(text)}{" "}
          <Link className={link} to={stepHref(href, basePath, draft, step)}>
            {t(`booking.steps.${step}`)}
          </Link>
          {" · "}
          <Link className={link} to={href("/queues")}>
            {t("booking.refusal.myQueues")}
          </Link>
        </p>
      ) : null;
      break;
    }
    default:
      if (refusal.fields?.length && draft) todo = <FixSteps fields={refusal.fields} wizard={wizard} />;
      else if (refusal.status === 409) todo = <p>{t("booking.refusal.reload")}</p>;
  }
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby="refusal-title" className="space-y-2 rounded border-4 border-red-700 bg-white p-4 focus:outline-3 focus:outline-accent">
      <h2 id="refusal-title" className="text-lg font-bold text-red-800">
        {refusal.message}
      </h2>
      {todo}
    </div>
  );
}

function FixSteps({ fields, wizard }: { fields: string[]; wizard: WizardData }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const keyOf: Record<string, WizardStep[]> = {
    checkpoint_id: ["Checkpoint"],
    slot_start: ["CarDate", "BusRoute"],
    trip: ["BusRoute"],
    permit_id: ["BusRoute"],
    driver_ids: ["Drivers"],
    vehicle_id: ["Vehicle"],
    cargo: ["Cargos"],
  };
  const targets = wizard.steps.filter((step) => fields.some((field) => keyOf[field.split(".")[0]!]?.includes(step)));
  if (!wizard.draft || targets.length === 0) return null;
  return (
    <p>
      {t("booking.refusal.fixSteps")}{" "}
      {targets.map((step, i) => (
        <span key={step}>
          {i > 0 ? ", " : null}
          <Link className="font-semibold text-brand-800 underline" to={stepHref(href, wizard.basePath, wizard.draft!, step)}>
            {t(`booking.steps.${step}`)}
          </Link>
        </span>
      ))}
    </p>
  );
}

/** 'Previous' and 'Next' (or the step's own last button): both stop at the ends. */
export function StepButtons({ wizard, last, form }: { wizard: WizardData; last?: ReactNode; form?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { steps, step } = wizard;
  const first = steps.indexOf(step) <= 0;
  // Before a checkpoint is chosen its step is the only one: 'Next' starts the draft.
  const end = steps.indexOf(step) === steps.length - 1;
  const button = "rounded px-5 py-2.5 font-semibold focus:outline-3 focus:outline-offset-2 focus:outline-accent aria-disabled:opacity-70";
  return (
    <div className="flex flex-wrap-reverse items-center justify-between gap-3 border-t border-slate-200 pt-4">
      {first ? <span /> : (
        <button type="submit" form={form} name="intent" value="previous" formNoValidate aria-disabled={pending} className={`${button} border-2 border-brand-700 text-brand-800 hover:bg-brand-50`}>
          {t("booking.previous")}
        </button>
      )}
      {end && last ? last : (
        <button type="submit" form={form} name="intent" value={wizard.draft ? "next" : "create"} aria-disabled={pending} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          {pending ? t("common.sending") : t("booking.next")}
        </button>
      )}
    </div>
  );
}
