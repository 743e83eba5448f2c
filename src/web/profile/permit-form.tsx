/** The permit form's fields, shared by adding (/profile/licenses) and changing (/profile/licenses/{id}). */
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { borderDate } from "../../domain/form-fields.ts";
import type { VehicleType } from "../../domain/codes.ts";
import { PERMIT_KINDS, permitFieldsFor, permitSchema, type PermitField } from "../../domain/permits.ts";
import { RadioGroup, TextField } from "../forms/form-fields.tsx";

/** Years are counted in Ukraine's calendar, as the API counts them. */
export const permitFormSchema = permitSchema(() => borderDate(new Date()));

type Field = FieldMetadata<unknown>;
export type PermitFields = Record<
  "number" | "series" | "year" | "count" | "kind" | "interbus_number" | "ata_carnet_number" | "ua_passenger_permit_number",
  Field
>;

export interface Permit {
  id: number;
  number: string;
  series: string | null;
  year: number;
  count: number;
  kind: (typeof PERMIT_KINDS)[number];
  interbus_number: string | null;
  ata_carnet_number: string | null;
  ua_passenger_permit_number: string | null;
}

/** The form's starting values for an existing permit. */
export function permitDefaults(permit: Permit): Record<string, string> {
  return {
    number: permit.number,
    series: permit.series ?? "",
    year: String(permit.year),
    count: String(permit.count),
    kind: permit.kind,
    interbus_number: permit.interbus_number ?? "",
    ata_carnet_number: permit.ata_carnet_number ?? "",
    ua_passenger_permit_number: permit.ua_passenger_permit_number ?? "",
  };
}

export function usePermitLabels() {
  const { t } = useTranslation();
  return {
    number: t("profile.permitForm.number"),
    series: t("profile.permitForm.series"),
    year: t("profile.permitForm.year"),
    count: t("profile.permitForm.count"),
    kind: t("profile.permitForm.kind"),
    interbus_number: t("profile.permitForm.interbus"),
    ata_carnet_number: t("profile.permitForm.ataCarnet"),
    ua_passenger_permit_number: t("profile.permitForm.uaPassengerPermit"),
  };
}

/** The permit form's fields; with a vehicle type, only those that apply to it (permitFieldsFor). */
export function PermitFormFields({ fields, vehicleType }: { fields: PermitFields; vehicleType?: VehicleType }) {
  const { t } = useTranslation();
  const label = usePermitLabels();
  const shown = (name: PermitField) => vehicleType === undefined || permitFieldsFor(vehicleType).includes(name);
  return (
    <>
      <TextField field={fields.number} label={label.number} autoComplete="off" />
      <TextField field={fields.series} label={label.series} autoComplete="off" />
      <TextField field={fields.year} label={label.year} inputMode="numeric" />
      <TextField field={fields.count} label={label.count} inputMode="numeric" />
      <RadioGroup
        field={fields.kind}
        legend={label.kind}
        options={PERMIT_KINDS.map((kind) => ({ value: kind, label: t(`profile.permitKinds.${kind}`) }))}
      />
      {shown("interbus_number") ? (
        <TextField field={fields.interbus_number} label={label.interbus_number} hint={t("profile.permitForm.interbusHint")} autoComplete="off" />
      ) : null}
      {shown("ata_carnet_number") ? <TextField field={fields.ata_carnet_number} label={label.ata_carnet_number} autoComplete="off" /> : null}
      {shown("ua_passenger_permit_number") ? (
        <TextField field={fields.ua_passenger_permit_number} label={label.ua_passenger_permit_number} autoComplete="off" />
      ) : null}
    </>
  );
}

/** The error summary's list for the permit form. */
export function permitSummaryFields(fields: PermitFields, label: ReturnType<typeof usePermitLabels>) {
  return (Object.keys(label) as Array<keyof PermitFields>).map((name) => ({ field: fields[name], label: label[name] }));
}
