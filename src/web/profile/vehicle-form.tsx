/**
 * The vehicle form (add or edit a vehicle of one type), with the registration certificate's photos
 * or scan: the same fields, schema and messages wherever a vehicle is entered (the profile, the
 * booking wizard's inline 'add a vehicle'). A multipart POST; the page's action answers `intent`,
 * with the vehicle's id in `vehicle_id` when one is edited.
 */
import { getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useRouteLoaderData } from "react-router";
import { VehicleType } from "../../domain/codes.ts";
import { CERTIFICATE_TYPES } from "../../domain/vehicles.ts";
import { ErrorSummary, SelectField, SubmitButton, TextField, useMessage } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import type { loader as rootLoader } from "../root.tsx";
import { vehicleFormSchema } from "./vehicle-form-schema.ts";

export type VehicleFormValues = Partial<Record<"plate" | "make" | "country" | "semi_trailer_plate" | "seats", string>>;

export function VehicleForm({
  id,
  intent,
  vehicleType,
  reply,
  countries,
  vehicleId,
  defaultValue,
  submitLabel,
}: {
  /** The form's id, unique on the page. */
  id: string;
  intent: string;
  vehicleType: VehicleType;
  reply: FormReply | undefined;
  countries: ReadonlyArray<{ value: string; label: string }>;
  /** The vehicle being edited, if any. */
  vehicleId?: number;
  defaultValue?: VehicleFormValues;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const limits = useRouteLoaderData<typeof rootLoader>("root")?.settings.uploads;
  const { form, fields, pending, formProps, summary } = usePageForm(id, vehicleFormSchema, reply, defaultValue);
  const label = (key: string) => t(`profile.vehicleForm.${key}`);
  const certificate = fields.certificate;
  const certificateError = certificate.errors?.[0];
  return (
    <Form method="post" encType="multipart/form-data" {...formProps} className="space-y-5">
      <ErrorSummary
        form={form}
        summary={summary}
        fields={[
          { field: fields.plate, label: label("plate") },
          { field: fields.make, label: label("make") },
          { field: fields.country, label: label("country") },
          { field: fields.semi_trailer_plate, label: label("semiTrailerPlate") },
          { field: fields.seats, label: label("seats") },
          { field: certificate, label: label("certificate") },
        ]}
      />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="vehicle_type" value={vehicleType} />
      {vehicleId === undefined ? null : <input type="hidden" name="vehicle_id" value={vehicleId} />}
      <TextField field={fields.plate} label={label("plate")} hint={label("plateHint")} autoComplete="off" />
      <TextField field={fields.make} label={label("make")} autoComplete="off" />
      <SelectField field={fields.country} label={label("country")} placeholder={t("profile.carrierForm.chooseCountry")} options={countries} />
      {vehicleType === VehicleType.Truck ? <TextField field={fields.semi_trailer_plate} label={label("semiTrailerPlate")} autoComplete="off" /> : null}
      {vehicleType === VehicleType.Bus ? <TextField field={fields.seats} label={label("seats")} inputMode="numeric" /> : null}
      <div className={`space-y-1 ${certificateError ? "border-l-4 border-red-700 pl-3" : ""}`}>
        <label htmlFor={certificate.id} className="block font-semibold">
          {label("certificate")}
        </label>
        <p id={certificate.descriptionId} className="text-sm text-slate-700">
          {t("profile.vehicleForm.certificateHint", { size: `${limits?.max_upload_mb ?? 5} MB`, maxFiles: limits?.max_files ?? 3 })}
        </p>
        {certificateError ? (
          <p id={certificate.errorId} className="text-sm font-semibold text-red-700">
            {message(certificateError)}
          </p>
        ) : null}
        <input
          {...getInputProps(certificate, { type: "file", ariaDescribedBy: certificate.descriptionId })}
          multiple
          accept={CERTIFICATE_TYPES.join(",")}
          className="block w-full max-w-md text-sm"
        />
      </div>
      <SubmitButton pending={pending}>{submitLabel ?? label("save")}</SubmitButton>
    </Form>
  );
}
