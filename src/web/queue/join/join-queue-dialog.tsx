/** The vehicle-type modal of 'Стати в чергу' (join-queue-link.tsx), opened as soon as it is mounted. */
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import type { JoinCarrier } from "../../../domain/queue/join-decision.ts";
import { openDialog } from "./open-dialog.ts";
import { VehicleTypeForm } from "./vehicle-type-form.tsx";

export default function JoinQueueDialog({
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
  useEffect(() => {
    if (ref.current && !ref.current.open) openDialog(ref.current);
  }, [ref]);
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
