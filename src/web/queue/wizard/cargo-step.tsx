/**
 * The truck's cargo (SPEC §3 "Cargo and customs"): cargo code, declared cargo, the priority
 * (perishable) and empty flags, the MD-2 declaration and waybill numbers, other customs documents,
 * and files of the documents (within the configured limits; the API says when they are exceeded).
 */
import { getTextareaProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useRouteLoaderData } from "react-router";
import { CheckboxField, ErrorSummary, FileField, TextField, useMessage } from "../../forms/form-fields.tsx";
import { usePageForm } from "../../forms/use-page-form.ts";
import type { loader as rootLoader } from "../../root.tsx";
import { cargoFormSchema } from "./step-schemas.ts";
import type { WizardData, WizardReply } from "./types.ts";
import { DraftFields, StepButtons } from "./wizard-frame.tsx";

export function CargoStep({ wizard, reply }: { wizard: WizardData; reply: WizardReply | undefined }) {
  const { t } = useTranslation();
  const message = useMessage();
  const limits = useRouteLoaderData<typeof rootLoader>("root")?.settings.uploads;
  const cargo = wizard.draft?.cargo;
  const defaults = cargo
    ? {
        code: cargo.code ?? "",
        description: cargo.description ?? "",
        perishable: cargo.perishable ? "on" : "",
        empty: cargo.empty ? "on" : "",
        declaration_number: cargo.declaration_number ?? "",
        waybill_number: cargo.waybill_number ?? "",
        other_documents: cargo.other_documents ?? "",
      }
    : undefined;
  const { form, fields, formProps, summary } = usePageForm("step-cargo", cargoFormSchema, reply?.form === "step" ? reply : undefined, defaults);
  const label = (key: string) => t(`booking.cargo.${key}`);
  const documents = fields.documents;
  const attached = wizard.draft?.documents ?? [];
  const otherProps = getTextareaProps(fields.other_documents, { ariaDescribedBy: fields.other_documents.descriptionId });
  return (
    <div className="space-y-5">
      {attached.length > 0 ? (
        <section aria-labelledby="attached-documents" className="space-y-2">
          <h3 id="attached-documents" className="font-semibold">
            {label("attached")}
          </h3>
          <ul className="divide-y divide-slate-200 rounded border border-slate-300 bg-white">
            {attached.map((document) => (
              <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <a href={document.url} className="break-all text-brand-800 underline" target="_blank" rel="noreferrer">
                  {document.name}
                </a>
                <Form method="post">
                  <DraftFields draft={wizard.draft} step="Cargos" />
                  <input type="hidden" name="document_id" value={document.id} />
                  <button type="submit" name="intent" value="remove-document" className="rounded border border-red-700 px-3 py-1 text-sm font-semibold text-red-800 hover:bg-red-50">
                    {t("booking.cargo.remove", { name: document.name })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Form method="post" encType="multipart/form-data" {...formProps} className="space-y-5">
        <ErrorSummary
          form={form}
          summary={summary}
          fields={[
            { field: fields.code, label: label("code") },
            { field: fields.description, label: label("description") },
            { field: fields.declaration_number, label: label("declaration") },
            { field: fields.waybill_number, label: label("waybill") },
            { field: fields.other_documents, label: label("other") },
            { field: documents, label: label("documents") },
          ]}
        />
        <DraftFields draft={wizard.draft} step="Cargos" />
        <TextField field={fields.code} label={label("code")} hint={label("codeHint")} inputMode="numeric" autoComplete="off" />
        <TextField field={fields.description} label={label("description")} autoComplete="off" />
        <CheckboxField field={fields.perishable} label={label("perishable")} />
        <CheckboxField field={fields.empty} label={label("empty")} />
        <TextField field={fields.declaration_number} label={label("declaration")} autoComplete="off" />
        <TextField field={fields.waybill_number} label={label("waybill")} autoComplete="off" />
        <div className={`space-y-1 ${fields.other_documents.errors?.length ? "border-l-4 border-red-700 pl-3" : ""}`}>
          <label htmlFor={fields.other_documents.id} className="block font-semibold">
            {label("other")}
          </label>
          <p id={fields.other_documents.descriptionId} className="text-sm text-slate-700">
            {label("otherHint")}
          </p>
          {fields.other_documents.errors?.[0] ? (
            <p id={fields.other_documents.errorId} className="text-sm font-semibold text-red-700">
              {message(fields.other_documents.errors[0])}
            </p>
          ) : null}
          <textarea
            {...otherProps}
            key={otherProps.key}
            rows={3}
            maxLength={500}
            className="block w-full max-w-md rounded border border-slate-500 bg-white px-3 py-2 text-base focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700"
          />
        </div>
        <FileField
          field={documents}
          label={label("documents")}
          hint={t("booking.cargo.documentsHint", { size: `${limits?.max_upload_mb ?? 5} MB`, maxFiles: limits?.max_files ?? 3 })}
        />
        <StepButtons wizard={wizard} />
      </Form>
    </div>
  );
}
