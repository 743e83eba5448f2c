/**
 * Every 'Стати в чергу' entry point (header, home, a checkpoint card, a workload board): a link to
 * /queue/join (with the checkpoint, if one was chosen), whose loader runs SPEC §4's decision. With
 * JavaScript, when the decision is to ask which vehicle type, the link opens the vehicle-type modal
 * in place instead: a native <dialog> opened with showModal() (the rest of the page inert, so focus
 * stays inside), closed by Escape or its close button and not by a click outside, giving focus
 * back to the link.
 */
import { useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { joinQueueDecision, type JoinCarrier } from "../../../domain/queue/join-decision.ts";
import { AppLink } from "../../components/app-link.tsx";
import { useLocale } from "../../components/use-locale.ts";
import type { loader as rootLoader } from "../../root.tsx";
import { joinSearch } from "./join-carriers.ts";
import { VehicleTypeForm } from "./vehicle-type-form.tsx";

export function JoinQueueLink({
  checkpointId = null,
  className,
  children,
}: {
  checkpointId?: number | null;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const viewer = useRouteLoaderData<typeof rootLoader>("root")?.viewer;
  const decision = viewer ? joinQueueDecision({ loggedIn: true, carriers: viewer.carriers, checkpointFromWorkload: checkpointId }) : null;
  const choose = decision?.action === "chooseVehicleType" ? decision.carriers : null;
  const dialog = useRef<HTMLDialogElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <AppLink
        to={`${href("/queue/join")}${joinSearch(checkpointId)}`}
        aria-haspopup={choose ? "dialog" : undefined}
        className={className}
        onClick={(event) => {
          if (!choose || !dialog.current) return;
          event.preventDefault();
          link.current = event.currentTarget;
          dialog.current.showModal();
          dialog.current.querySelector<HTMLInputElement>("input[type=radio]:checked, input[type=radio]")?.focus();
        }}
      >
        {children ?? t("home.joinQueue")}
      </AppLink>
      {choose ? <JoinQueueDialog ref={dialog} carriers={choose} checkpointId={checkpointId} returnFocusTo={link} /> : null}
    </>
  );
}

function JoinQueueDialog({
  ref,
  carriers,
  checkpointId,
  returnFocusTo,
}: {
  ref: React.RefObject<HTMLDialogElement | null>;
  carriers: JoinCarrier[];
  checkpointId: number | null;
  returnFocusTo: React.RefObject<HTMLAnchorElement | null>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const close = () => ref.current?.close();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => returnFocusTo.current?.focus()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="space-y-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-xl font-bold text-brand-900">
            {t("join.chooseTitle")}
          </h2>
          <button
            type="button"
            onClick={close}
            className="rounded border border-slate-400 px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t("common.close")}
          </button>
        </div>
        <p className="text-slate-800">{t("join.chooseIntro")}</p>
        <VehicleTypeForm carriers={carriers} checkpointId={checkpointId} onSubmit={close} />
      </div>
    </dialog>
  );
}
