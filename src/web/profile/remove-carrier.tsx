/**
 * Removing the carrier of a vehicle type from /profile/carrier, after a confirmation: with
 * JavaScript a native <dialog> (Escape or 'No' keeps it), without it a confirmation step on the page
 * (`?confirm=remove-carrier`). The route's action answers REMOVE_CARRIER.
 */
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { VehicleType } from "../../domain/codes.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";

export const REMOVE_CARRIER = "remove-carrier";
/** The query that shows the confirmation step without JavaScript. */
export const CONFIRM_REMOVE_CARRIER = "remove-carrier";

const danger = "rounded border-2 border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50";

export function RemoveCarrier({ vehicleType, name, confirming }: { vehicleType: VehicleType; name: string; confirming: boolean }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const page = `${href("/profile/carrier")}?type=${vehicleType}`;
  if (confirming) {
    return (
      <section id="remove-carrier" aria-labelledby={titleId} className="rounded border-l-4 border-red-700 bg-red-50 p-4">
        <Confirmation titleId={titleId} vehicleType={vehicleType} name={name}>
          <AppLink to={page} className="rounded border-2 border-slate-500 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-white">
            {t("profileEdits.keep")}
          </AppLink>
        </Confirmation>
      </section>
    );
  }
  return (
    <>
      <AppLink
        to={`${page}&confirm=${CONFIRM_REMOVE_CARRIER}#remove-carrier`}
        aria-haspopup="dialog"
        className={`inline-block ${danger}`}
        onClick={(event) => {
          if (!dialog.current) return;
          event.preventDefault();
          opener.current = event.currentTarget;
          dialog.current.showModal();
          // The safe answer has focus: Enter does not remove.
          keep.current?.focus();
        }}
      >
        {t("profileEdits.removeCarrier")}
      </AppLink>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => opener.current?.focus()}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
      >
        <Confirmation titleId={titleId} vehicleType={vehicleType} name={name} onSubmit={() => dialog.current?.close()}>
          <button
            ref={keep}
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded border-2 border-slate-500 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
          >
            {t("profileEdits.keep")}
          </button>
        </Confirmation>
      </dialog>
    </>
  );
}

function Confirmation({
  titleId,
  vehicleType,
  name,
  onSubmit,
  children,
}: {
  titleId: string;
  vehicleType: VehicleType;
  name: string;
  onSubmit?: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {t("profileEdits.removeCarrierTitle", { name })}
      </h2>
      <p>{t("profileEdits.removeCarrierBody", { type: t(`vehicleTypes.${vehicleType}`) })}</p>
      <Form method="post" onSubmit={onSubmit} className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="vehicle_type" value={vehicleType} />
        <button type="submit" name="intent" value={REMOVE_CARRIER} className="rounded bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
          {t("profileEdits.confirmRemove")}
        </button>
        {children}
      </Form>
    </div>
  );
}
