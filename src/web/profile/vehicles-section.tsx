/**
 * The vehicles part of /profile/carrier ('My vehicles', of the page's vehicle type): each with its
 * registration certificate (links to the owner's files) and a button to remove it, and the form to
 * add one, with the certificate's photos or scan. The route's action answers the intents named here.
 */
import { getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useRouteLoaderData } from "react-router";
import { CERTIFICATE_TYPES } from "../../domain/vehicles.ts";
import { VehicleType } from "../../domain/codes.ts";
import { ErrorSummary, SelectField, SubmitButton, TextField, useMessage } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import type { loader as rootLoader } from "../root.tsx";
import { vehicleFormSchema } from "./vehicle-form-schema.ts";
import { SectionCard } from "../components/section-card.tsx";

export const ADD_VEHICLE = "add-vehicle";
export const REMOVE_VEHICLE = "remove-vehicle";

export interface VehicleSummary {
  id: number;
  vehicle_type: VehicleType;
  plate: string;
  make: string;
  semi_trailer_plate: string | null;
  seats: number | null;
  certificate: Array<{ id: number; name: string; url: string }>;
}

export function VehiclesSection({
  vehicleType,
  vehicles,
  countries,
  reply,
}: {
  vehicleType: VehicleType;
  vehicles: VehicleSummary[];
  countries: ReadonlyArray<{ value: string; label: string }>;
  reply: FormReply | undefined;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const limits = useRouteLoaderData<typeof rootLoader>("root")?.settings.uploads;
  const { form, fields, pending, formProps, summary } = usePageForm(`add-vehicle-${vehicleType}`, vehicleFormSchema, reply);
  const label = (key: string) => t(`profile.vehicleForm.${key}`);
  const certificate = fields.certificate;
  const certificateError = certificate.errors?.[0];
  return (
    <SectionCard id="vehicles" title={t("profile.vehicles")}>
      {vehicles.length === 0 ? (
        <p>{t("profile.vehiclesNone")}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {vehicles.map((vehicle) => (
            <li key={vehicle.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="block font-medium">
                  {vehicle.plate} · {vehicle.make}
                </span>
                <span className="block text-sm text-slate-700">
                  {t("profile.certificate")}:{" "}
                  {vehicle.certificate.map((file, index) => (
                    <a key={file.id} href={file.url} className="text-brand-800 underline" target="_blank" rel="noreferrer">
                      {index > 0 ? ", " : ""}
                      {file.name}
                    </a>
                  ))}
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="vehicle_id" value={vehicle.id} />
                <button
                  type="submit"
                  name="intent"
                  value={REMOVE_VEHICLE}
                  className="rounded border border-red-700 px-3 py-1 text-sm font-semibold text-red-800 hover:bg-red-50"
                >
                  {t("profile.removeVehicle", { plate: vehicle.plate })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <h3 className="text-lg font-semibold">{t("profile.addVehicle")}</h3>
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
        <input type="hidden" name="intent" value={ADD_VEHICLE} />
        <input type="hidden" name="vehicle_type" value={vehicleType} />
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
        <SubmitButton pending={pending}>{label("save")}</SubmitButton>
      </Form>
    </SectionCard>
  );
}
