/**
 * The drivers part of /profile/carrier: the user's drivers (with their registry status), an 'Edit'
 * disclosure with the driver form for each (open again when the change was refused), a button to
 * remove each, and the form to add one. The route's action answers the intents named here.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { phoneCodeSchema } from "../../domain/personal-details.ts";
import { ErrorSummary, SubmitButton, TextField } from "../forms/form-fields.tsx";
import { usePageForm } from "../forms/use-page-form.ts";
import { needsPassportScan, PassportScanForm } from "./passport-scan-form.tsx";
import type { DriverOrigin } from "../../domain/drivers.ts";
import type { FormReply } from "../forms/form-reply.ts";
import { SectionCard } from "../components/section-card.tsx";
import { ConfirmRemoval, confirmRemovalOf } from "./confirm-removal.tsx";
import type { PhoneCodeChoice } from "../forms/phone-fields.tsx";
import { DriverForm } from "./driver-form.tsx";

export const ADD_DRIVER = "add-driver";
export const REMOVE_DRIVER = "remove-driver";
export const EDIT_DRIVER = "edit-driver";
export const SEND_DRIVER_PHONE_CODE = "send-driver-phone-code";
export const CONFIRM_DRIVER_PHONE = "confirm-driver-phone";

/** The reply's form names of a driver's phone verification: sending the code, and confirming it. */
export const driverPhoneSendForm = (id: number) => `driver-phone-send-${id}`;
export const driverPhoneCodeForm = (id: number) => `driver-phone-code-${id}`;

/** The reply's form name of a driver's edit form. */
export const editDriverForm = (id: number) => `driver-${id}`;

export interface DriverSummary {
  id: number;
  origin: DriverOrigin;
  first_name: string;
  last_name: string;
  passport_series: string | null;
  passport_number: string;
  birth_date: string;
  citizenship: string;
  phone: string | null;
  phone_code: string | null;
  phone_number: string | null;
  phone_verified: boolean;
  email: string | null;
  registry_checked_at: string | null;
  /** Whether this account holds the passport (docs/ownership.md); its message is in the user's language. */
  verification?: { state: string; message: string | null };
}

const valuesOf = (driver: DriverSummary) => ({
  origin: driver.origin,
  first_name: driver.first_name,
  last_name: driver.last_name,
  birth_date: driver.birth_date,
  citizenship: driver.citizenship,
  passport_series: driver.passport_series ?? "",
  passport_number: driver.passport_number,
  phone_code: driver.phone_code ?? "",
  phone_number: driver.phone_number ?? "",
  email: driver.email ?? "",
});

/** 'Send a code by SMS' and the code's field, for a driver whose phone is not verified yet (works without JavaScript). */
function DriverPhoneVerification({ driver, name, reply }: { driver: DriverSummary; name: string; reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const mine = (form: string) => (reply?.form === form ? reply : undefined);
  const sendForm = usePageForm(`driver-phone-send-${driver.id}`, phoneCodeSchema.pick({}), mine(driverPhoneSendForm(driver.id)));
  const codeForm = usePageForm(`driver-phone-code-${driver.id}`, phoneCodeSchema, mine(driverPhoneCodeForm(driver.id)));
  const headingId = `driver-phone-${driver.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="w-full space-y-3 rounded border-l-4 border-accent bg-accent/20 p-3">
      <h4 id={headingId} className="font-semibold">
        {t("driverContacts.verifyPhone", { name })}
      </h4>
      <p>
        {driver.phone} · {t("profile.phoneNotVerified")}
      </p>
      <Form method="post" {...sendForm.formProps}>
        <ErrorSummary form={sendForm.form} summary={sendForm.summary} fields={[]} />
        <input type="hidden" name="intent" value={SEND_DRIVER_PHONE_CODE} />
        <input type="hidden" name="driver_id" value={driver.id} />
        <p className="mb-2 text-sm text-slate-700">{t("driverContacts.codeHint")}</p>
        <SubmitButton pending={sendForm.pending}>{t("profile.sendPhoneCode")}</SubmitButton>
      </Form>
      <Form method="post" {...codeForm.formProps} className="space-y-3">
        <ErrorSummary form={codeForm.form} summary={codeForm.summary} fields={[{ field: codeForm.fields.code, label: t("profile.phoneCode") }]} />
        <input type="hidden" name="intent" value={CONFIRM_DRIVER_PHONE} />
        <input type="hidden" name="driver_id" value={driver.id} />
        <TextField field={codeForm.fields.code} label={t("profile.phoneCode")} inputMode="numeric" autoComplete="one-time-code" />
        <SubmitButton pending={codeForm.pending}>{t("profile.confirmPhone")}</SubmitButton>
      </Form>
    </section>
  );
}

export function DriversSection({
  drivers,
  countries,
  phoneCodes,
  reply,
  confirming = null,
}: {
  drivers: DriverSummary[];
  countries: ReadonlyArray<{ value: string; label: string }>;
  phoneCodes: PhoneCodeChoice;
  /** The action's reply, whichever of the page's forms it answers. */
  reply: FormReply | undefined;
  /** The removal asked to be confirmed without JavaScript (`?confirm=driver-{id}`). */
  confirming?: string | null;
}) {
  const { t } = useTranslation();
  // A driver added (a new highest id) gives a fresh, empty add form.
  const newest = drivers.reduce((max, driver) => Math.max(max, driver.id), 0);
  return (
    <SectionCard id="drivers" title={t("profile.drivers")}>
      {drivers.length === 0 ? (
        <p>{t("profile.driversNone")}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {drivers.map((driver) => {
            const name = `${driver.first_name} ${driver.last_name}`;
            const editReply = reply?.form === editDriverForm(driver.id) ? reply : undefined;
            return (
              <li key={driver.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="block font-medium">{name}</span>
                  <span className="block text-sm text-slate-700">
                    {t(`profile.driverOrigins.${driver.origin}`)} · {driver.passport_series ?? ""}
                    {driver.passport_number}
                    {driver.registry_checked_at ? ` · ${t("profile.registryConfirmed")}` : ""}
                  </span>
                  {driver.verification?.message ? (
                    <span className={`block text-sm ${driver.verification.state === "verified" ? "text-green-800" : "text-slate-700"}`}>{driver.verification.message}</span>
                  ) : null}
                  {driver.phone || driver.email ? (
                    <span className="block text-sm text-slate-700">
                      {driver.phone ? `${t("driverContacts.phone")}: ${driver.phone}${driver.phone_verified ? ` (${t("profile.phoneIsVerified")})` : ""}` : ""}
                      {driver.phone && driver.email ? " · " : ""}
                      {driver.email ? `${t("auth.form.email")}: ${driver.email}` : ""}
                    </span>
                  ) : null}
                </span>
                <ConfirmRemoval
                  confirmKey={confirmRemovalOf("driver", driver.id)}
                  confirming={confirming === confirmRemovalOf("driver", driver.id)}
                  label={t("profile.removeDriver", { name })}
                  title={t("removal.driverTitle", { name })}
                  intent={REMOVE_DRIVER}
                  field={{ name: "driver_id", value: driver.id }}
                />
                {driver.phone && !driver.phone_verified ? <DriverPhoneVerification driver={driver} name={name} reply={reply} /> : null}
                {needsPassportScan(driver) ? <PassportScanForm driverId={driver.id} name={name} reply={reply} /> : null}
                <details open={editReply !== undefined} className="w-full">
                  <summary className="w-fit cursor-pointer rounded px-1 font-semibold text-brand-800 underline">{t("profileEdits.editDriver", { name })}</summary>
                  <div className="mt-3 rounded border border-slate-200 p-4">
                    <DriverForm
                      id={`edit-driver-${driver.id}`}
                      intent={EDIT_DRIVER}
                      driverId={driver.id}
                      reply={editReply}
                      countries={countries}
                      phoneCodes={phoneCodes}
                      defaultValue={valuesOf(driver)}
                      submitLabel={t("profileEdits.saveChanges")}
                    />
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="text-lg font-semibold">{t("profile.addDriver")}</h3>
      <DriverForm
        key={`add-driver-${newest}`}
        id="add-driver"
        intent={ADD_DRIVER}
        reply={reply?.form === "driver" ? reply : undefined}
        countries={countries}
        phoneCodes={phoneCodes}
        claimable
      />
    </SectionCard>
  );
}
