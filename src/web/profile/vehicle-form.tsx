/**
 * The vehicle form (add or edit a vehicle of one type), with the registration certificate's photos
 * or scan: the same fields, schema and messages wherever a vehicle is entered (the profile, the
 * booking wizard's inline 'add a vehicle'). A multipart POST; the page's action answers `intent`,
 * with the vehicle's id in `vehicle_id` when one is edited.
 */
import { getInputProps } from "@conform-to/react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useRouteLoaderData } from "react-router";
import { VehicleType } from "../../domain/codes.ts";
import { ErrorSummary, FileField, SelectField, SubmitButton, TextField } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import type { loader as rootLoader } from "../root.tsx";
import { useHydrated } from "../components/use-hydrated.ts";
import { vehicleFormSchema } from "./vehicle-form-schema.ts";
import { claimAsked, ClaimFields } from "./claim.ts";

export type VehicleFormValues = Partial<Record<"plate" | "make" | "country" | "has_semi_trailer" | "semi_trailer_plate" | "seats", string>>;

export function VehicleForm({
  id,
  intent,
  vehicleType,
  reply,
  countries,
  vehicleId,
  defaultValue,
  submitLabel,
  claimable = false,
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
  /** Offers 'Open a claim' when another account holds the plate (the profile's form). */
  claimable?: boolean;
}) {
  const { t } = useTranslation();
  const limits = useRouteLoaderData<typeof rootLoader>("root")?.settings.uploads;
  // A vehicle with a semi-trailer plate has a semi-trailer: the box starts ticked.
  const defaults = defaultValue?.semi_trailer_plate ? { has_semi_trailer: "on", ...defaultValue } : defaultValue;
  const { form, fields, pending, formProps, summary } = usePageForm(id, vehicleFormSchema, reply, defaults);
  const label = (key: string) => t(`profile.vehicleForm.${key}`);
  const certificate = fields.certificate;
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
      {vehicleType === VehicleType.Truck ? <SemiTrailerFields key={fields.has_semi_trailer.key} fields={fields} /> : null}
      {vehicleType === VehicleType.Bus ? <TextField field={fields.seats} label={label("seats")} inputMode="numeric" /> : null}
      <FileField
        field={certificate}
        label={label("certificate")}
        hint={t("profile.vehicleForm.certificateHint", { size: `${limits?.max_upload_mb ?? 5} MB`, maxFiles: limits?.max_files ?? 3 })}
      />
      <SubmitButton pending={pending}>{submitLabel ?? label("save")}</SubmitButton>
      {claimable && claimAsked(reply) ? (
        <Suspense fallback={null}>
          <ClaimFields formId={id} reply={reply} subject="vehicle" />
        </Suspense>
      ) : null}
    </Form>
  );
}

/**
 * A truck 'with semi-trailer' (SPEC §1): the box asks, and only a ticked box asks for the
 * semi-trailer's plate (then required). Before the page is interactive, CSS shows the plate when the
 * box is ticked; after, an unticked box leaves the plate out of the form (the action drops it too).
 */
function SemiTrailerFields({ fields }: { fields: ReturnType<typeof usePageForm<typeof vehicleFormSchema>>["fields"] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const box = getInputProps(fields.has_semi_trailer, { type: "checkbox" });
  const [checked, setChecked] = useState(Boolean(box.defaultChecked));
  return (
    <div className="group space-y-3">
      <div className="flex items-start gap-2">
        <input
          {...box}
          key={box.key}
          onChange={(event) => setChecked(event.currentTarget.checked)}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={fields.has_semi_trailer.id}>{t("profileRules.hasSemiTrailer")}</label>
      </div>
      {hydrated && !checked ? null : (
        <div className={hydrated ? undefined : "hidden group-has-[:checked]:block"}>
          <TextField field={fields.semi_trailer_plate} label={t("profile.vehicleForm.semiTrailerPlate")} autoComplete="off" />
        </div>
      )}
    </div>
  );
}
