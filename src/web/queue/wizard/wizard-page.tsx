/**
 * The booking wizard's page (/queue/new/{carrierId}, /queue/{id}/edit): the title, 'Step X of Y'
 * with the step's name, the steps, the held slot, a refusal of the API, and the step itself.
 */
import { Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { lazyRendered } from "../../components/lazy-rendered.ts";
import type { WizardStep } from "../../../domain/queue/wizard-steps.ts";
import { CheckpointStep, DriversStep, VehicleStep } from "./choice-steps.tsx";
import type { WizardData, WizardReply } from "./types.ts";
import { HoldBanner, RefusalBox, StepProgress } from "./wizard-frame.tsx";

// The choosing steps come with the page; each later step's code with the first page that shows it
// (the server renders every step in full), so that no step loads the code of all the others.
const CargoStep = lazyRendered(() => import("./cargo-step.tsx").then((m) => m.CargoStep));
const BusRouteStep = lazyRendered(() => import("./slot-steps.tsx").then((m) => m.BusRouteStep));
const CarDateStep = lazyRendered(() => import("./slot-steps.tsx").then((m) => m.CarDateStep));
const ConfirmStep = lazyRendered(() => import("./confirm-step.tsx").then((m) => m.ConfirmStep));
const LATER_STEPS: Partial<Record<WizardStep, { preload: () => Promise<unknown> }>> = {
  Cargos: CargoStep,
  BusRoute: BusRouteStep,
  CarDate: CarDateStep,
  Confirm: ConfirmStep,
};

/** For the wizard routes' clientLoader: a client-side move to a step fetches its code alongside its data. */
export function preloadStepOf(request: Request) {
  const step = new URL(request.url).searchParams.get("step") as WizardStep | null;
  if (step) void LATER_STEPS[step]?.preload();
}

export function WizardPage({ title, wizard, reply }: { title: string; wizard: WizardData; reply: WizardReply | undefined }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { step, steps, data, draft } = wizard;
  // The step's forms start again from what the server saved (after adding a driver, say).
  const saved = draft ? `${step}:${draft.driver_ids.join(",")}:${draft.vehicle_id}:${draft.slot_start}:${draft.documents.length}` : step;
  // A new step: its heading takes focus, so a screen reader reads where the user is.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <StepProgress wizard={wizard} />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-900 focus:outline-none">
        <span className="block text-sm font-semibold text-slate-700">{t("booking.stepOf", { current: steps.indexOf(step) + 1, total: steps.length })}</span>
        {t(`booking.steps.${step}`)}
      </h2>
      <HoldBanner wizard={wizard} />
      {reply?.refusal ? <RefusalBox refusal={reply.refusal} wizard={wizard} /> : null}
      <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
        {data.step === "Checkpoint" ? <CheckpointStep key={saved} wizard={wizard} data={data} reply={reply} /> : null}
        {data.step === "Drivers" ? <DriversStep key={saved} wizard={wizard} data={data} reply={reply} /> : null}
        {data.step === "Vehicle" ? <VehicleStep key={saved} wizard={wizard} data={data} reply={reply} /> : null}
        {data.step === "Cargos" ? <CargoStep key={saved} wizard={wizard} reply={reply} /> : null}
        {data.step === "BusRoute" ? <BusRouteStep key={saved} wizard={wizard} data={data} reply={reply} /> : null}
        {data.step === "CarDate" ? <CarDateStep key={saved} wizard={wizard} data={data} reply={reply} /> : null}
        {data.step === "Confirm" ? <ConfirmStep key={saved} wizard={wizard} data={data} /> : null}
      </Suspense>
    </div>
  );
}
