/**
 * 'My info' on /profile/details: the personal details form, and the phone's verification by a
 * code sent by SMS ('Phone number is not verified' until then). The route's action answers the
 * intents named here.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { borderDate } from "../../domain/form-fields.ts";
import { personalDetailsSchema, phoneCodeSchema } from "../../domain/personal-details.ts";
import { ErrorSummary, SelectField, SubmitButton, TextField } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import { PhoneFields, type PhoneCodeChoice } from "../forms/phone-fields.tsx";
import { SectionCard } from "../components/section-card.tsx";

export const SAVE_DETAILS = "save-details";
export const SEND_PHONE_CODE = "send-phone-code";
export const CONFIRM_PHONE = "confirm-phone";

/** Ages are counted in Ukraine's calendar, as the API counts them. */
export const detailsFormSchema = personalDetailsSchema(() => borderDate(new Date()));

export interface PersonalDetails {
  first_name: string;
  last_name: string;
  birth_date: string;
  citizenship: string;
  phone: string;
  phone_code: string | null;
  phone_number: string | null;
  phone_verified: boolean;
  contact_email: string | null;
}

export function PersonalDetailsSection({
  details,
  countries,
  phoneCodes,
  signUpPhone,
  reply,
}: {
  details: PersonalDetails | null;
  countries: ReadonlyArray<{ value: string; label: string }>;
  phoneCodes: PhoneCodeChoice;
  /** The phone the account signed up with (confirmed by its SMS code), offered until details are saved. */
  signUpPhone?: { phone_code: string | null; phone_number: string | null } | null;
  reply: FormReply | undefined;
}) {
  const { t } = useTranslation();
  const defaults = details
    ? {
        first_name: details.first_name,
        last_name: details.last_name,
        birth_date: details.birth_date,
        citizenship: details.citizenship,
        phone_code: details.phone_code ?? "",
        phone_number: details.phone_number ?? details.phone,
        contact_email: details.contact_email ?? "",
      }
    : { phone_code: signUpPhone?.phone_code ?? phoneCodes.defaultCode, phone_number: signUpPhone?.phone_number ?? "" };
  const mine = (form: string) => (reply?.form === form ? reply : undefined);
  const detailsForm = usePageForm("details", detailsFormSchema, mine("details"), defaults);
  const sendForm = usePageForm("phone-send", phoneCodeSchema.pick({}), mine("phone-send"));
  // The code form starts afresh once its answer is gone (a new code was sent, say): no 'wrong code'
  // left from the code before.
  const codeReply = mine("phone-code");
  const { fields } = detailsForm;
  const label = {
    first_name: t("profile.driverForm.firstName"),
    last_name: t("profile.driverForm.lastName"),
    birth_date: t("profile.driverForm.birthDate"),
    citizenship: t("profile.driverForm.citizenship"),
    phone_code: t("phoneFields.code"),
    phone_number: t("phoneFields.number"),
    contact_email: t("profile.contactEmail"),
  };
  return (
    <SectionCard id="details" title={t("profile.personalDetails")}>
      <Form method="post" {...detailsForm.formProps} className="space-y-5">
        <ErrorSummary
          form={detailsForm.form}
          summary={detailsForm.summary}
          fields={(Object.keys(label) as Array<keyof typeof label>).map((name) => ({ field: fields[name], label: label[name] }))}
        />
        <input type="hidden" name="intent" value={SAVE_DETAILS} />
        <TextField field={fields.first_name} label={label.first_name} autoComplete="given-name" />
        <TextField field={fields.last_name} label={label.last_name} autoComplete="family-name" />
        <TextField field={fields.birth_date} label={label.birth_date} type="date" autoComplete="bday" />
        <SelectField field={fields.citizenship} label={label.citizenship} placeholder={t("profile.driverForm.chooseCitizenship")} options={countries} />
        <PhoneFields code={fields.phone_code} number={fields.phone_number} legend={t("auth.form.phone")} choice={phoneCodes} autoComplete="tel" />
        <TextField field={fields.contact_email} label={label.contact_email} hint={t("profile.contactEmailHint")} type="email" autoComplete="email" />
        <SubmitButton pending={detailsForm.pending}>{t("profile.saveDetails")}</SubmitButton>
      </Form>
      {details ? (
        details.phone_verified ? (
          <p className="rounded border-l-4 border-green-700 bg-green-50 p-3">{t("profile.phoneIsVerified")}</p>
        ) : (
          <div className="space-y-3 rounded border-l-4 border-accent bg-accent/20 p-3">
            <p className="font-semibold">{t("profile.phoneNotVerified")}</p>
            <Form method="post" {...sendForm.formProps}>
              <ErrorSummary form={sendForm.form} summary={sendForm.summary} fields={[]} />
              <input type="hidden" name="intent" value={SEND_PHONE_CODE} />
              <SubmitButton pending={sendForm.pending}>{t("profile.sendPhoneCode")}</SubmitButton>
            </Form>
            <PhoneCodeForm key={codeReply ? "answered" : "fresh"} reply={codeReply} />
          </div>
        )
      ) : null}
    </SectionCard>
  );
}

function PhoneCodeForm({ reply }: { reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const codeForm = usePageForm("phone-code", phoneCodeSchema, reply);
  return (
    <Form method="post" {...codeForm.formProps} className="space-y-3">
      <ErrorSummary form={codeForm.form} summary={codeForm.summary} fields={[{ field: codeForm.fields.code, label: t("profile.phoneCode") }]} />
      <input type="hidden" name="intent" value={CONFIRM_PHONE} />
      <TextField field={codeForm.fields.code} label={t("profile.phoneCode")} inputMode="numeric" autoComplete="one-time-code" />
      <SubmitButton pending={codeForm.pending}>{t("profile.confirmPhone")}</SubmitButton>
    </Form>
  );
}
