/**
 * 'Open a claim' (docs/ownership.md): shown in the vehicle or driver form when the API answered that
 * another account holds the plate or passport (`held-elsewhere`). The documents and a note go with the
 * same form, submitted by its own button (`claim=on`), so that it works before JavaScript loads.
 * Forms render it through `claim.ts`, which loads this module only when it is shown.
 */
import { useTranslation } from "react-i18next";
import { CERTIFICATE_TYPES } from "../../domain/document-files.ts";
import type { FormReply } from "../forms/form-reply.ts";

export function ClaimFields({ formId, reply, subject }: { formId: string; reply: FormReply | undefined; subject: "vehicle" | "driver" }) {
  const { t } = useTranslation();
  const error = (reply?.result.error as Record<string, string[] | null> | undefined)?.documents?.[0];
  const label = (key: string) => t(`profileEdits.ownership.${key}`);
  return (
    <fieldset className="space-y-3 rounded border-l-4 border-accent bg-accent/20 p-4" aria-describedby={`${formId}-claim-hint`}>
      <legend className="font-semibold">{label("claimTitle")}</legend>
      <p id={`${formId}-claim-hint`} className="text-sm">
        {label(subject === "vehicle" ? "claimHintVehicle" : "claimHintDriver")}
      </p>
      <div className="space-y-1">
        <label htmlFor={`${formId}-claim-documents`} className="block font-semibold">
          {label("claimDocuments")}
        </label>
        {error ? (
          <p id={`${formId}-claim-documents-error`} className="text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : null}
        <input
          id={`${formId}-claim-documents`}
          name="documents"
          type="file"
          multiple
          accept={CERTIFICATE_TYPES.join(",")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${formId}-claim-documents-error` : undefined}
          className="block w-full max-w-md text-sm"
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${formId}-claim-note`} className="block font-semibold">
          {label("claimNote")}
        </label>
        <textarea id={`${formId}-claim-note`} name="claim_note" maxLength={1000} rows={3} className="block w-full max-w-md rounded border border-slate-400 p-2" />
      </div>
      <button type="submit" name="claim" value="on" className="rounded bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900">
        {label("claimSubmit")}
      </button>
    </fieldset>
  );
}
