/**
 * The driver form (add or edit a driver): the same fields, schema and messages wherever a driver is
 * entered: the profile's drivers, the booking wizard's inline 'add a driver'. The page's action
 * answers `intent`, with the driver's id in `driver_id` when one is edited.
 */
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { DRIVER_ORIGINS } from "../../domain/drivers.ts";
import { ErrorSummary, RadioGroup, SelectField, SubmitButton, TextField } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import { PhoneFields, type PhoneCodeChoice } from "../forms/phone-fields.tsx";
import { driverFormSchema } from "./driver-form-schema.ts";
import { claimAsked, ClaimFields } from "./claim.ts";

export type DriverFormValues = Partial<Record<"origin" | "first_name" | "last_name" | "birth_date" | "citizenship" | "passport_series" | "passport_number" | "phone_code" | "phone_number" | "email", string>>;

export function DriverForm({
  id,
  intent,
  reply,
  countries,
  phoneCodes,
  driverId,
  defaultValue,
  submitLabel,
  claimable = false,
}: {
  /** The form's id, unique on the page. */
  id: string;
  intent: string;
  reply: FormReply | undefined;
  countries: ReadonlyArray<{ value: string; label: string }>;
  phoneCodes: PhoneCodeChoice;
  /** The driver being edited, if any. */
  driverId?: number;
  defaultValue?: DriverFormValues;
  submitLabel?: string;
  /** Offers 'Open a claim' when another account holds the passport (the profile's form). */
  claimable?: boolean;
}) {
  const { t } = useTranslation();
  const { form, fields, pending, formProps, summary } = usePageForm(id, driverFormSchema, reply, { ...defaultValue, phone_code: defaultValue?.phone_code || phoneCodes.defaultCode });
  const label = (key: string) => t(`profile.driverForm.${key}`);
  const claim = claimable && claimAsked(reply);
  return (
    <Form method="post" encType={claim ? "multipart/form-data" : undefined} {...formProps} className="space-y-5">
      <ErrorSummary
        form={form}
        summary={summary}
        fields={[
          { field: fields.origin, label: label("origin") },
          { field: fields.first_name, label: label("firstName") },
          { field: fields.last_name, label: label("lastName") },
          { field: fields.birth_date, label: label("birthDate") },
          { field: fields.citizenship, label: label("citizenship") },
          { field: fields.passport_series, label: label("passportSeries") },
          { field: fields.passport_number, label: label("passportNumber") },
          { field: fields.phone_code, label: t("phoneFields.code") },
          { field: fields.phone_number, label: t("phoneFields.number") },
          { field: fields.email, label: t("driverContacts.email") },
        ]}
      />
      <input type="hidden" name="intent" value={intent} />
      {driverId === undefined ? null : <input type="hidden" name="driver_id" value={driverId} />}
      <RadioGroup
        field={fields.origin}
        legend={label("origin")}
        options={DRIVER_ORIGINS.map((origin) => ({ value: origin, label: t(`profile.driverOrigins.${origin}`) }))}
      />
      <TextField field={fields.first_name} label={label("firstName")} autoComplete="off" />
      <TextField field={fields.last_name} label={label("lastName")} autoComplete="off" />
      <TextField field={fields.birth_date} label={label("birthDate")} type="date" />
      <SelectField field={fields.citizenship} label={label("citizenship")} placeholder={label("chooseCitizenship")} options={countries} />
      <TextField field={fields.passport_series} label={label("passportSeries")} hint={label("passportSeriesHint")} />
      <TextField field={fields.passport_number} label={label("passportNumber")} />
      <PhoneFields code={fields.phone_code} number={fields.phone_number} legend={label("phone")} choice={phoneCodes} />
      <TextField field={fields.email} label={t("driverContacts.email")} hint={t("driverContacts.emailHint")} type="email" autoComplete="off" />
      <SubmitButton pending={pending}>{submitLabel ?? label("save")}</SubmitButton>
      {claim ? (
        <Suspense fallback={null}>
          <ClaimFields formId={id} reply={reply} subject="driver" />
        </Suspense>
      ) : null}
    </Form>
  );
}
