/**
 * The drivers part of /profile/carrier: the user's drivers (with their registry status), an 'Edit'
 * disclosure with the driver form for each (open again when the change was refused), a button to
 * remove each, and the form to add one. The route's action answers the intents named here.
 */
import { useTranslation } from "react-i18next";
import type { DriverOrigin } from "../../domain/drivers.ts";
import type { FormReply } from "../forms/form-reply.ts";
import { SectionCard } from "../components/section-card.tsx";
import { ConfirmRemoval, confirmRemovalOf } from "./confirm-removal.tsx";
import type { PhoneCodeChoice } from "../forms/phone-fields.tsx";
import { DriverForm } from "./driver-form.tsx";

export const ADD_DRIVER = "add-driver";
export const REMOVE_DRIVER = "remove-driver";
export const EDIT_DRIVER = "edit-driver";

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
  registry_checked_at: string | null;
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
});

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
                </span>
                <ConfirmRemoval
                  confirmKey={confirmRemovalOf("driver", driver.id)}
                  confirming={confirming === confirmRemovalOf("driver", driver.id)}
                  label={t("profile.removeDriver", { name })}
                  title={t("removal.driverTitle", { name })}
                  intent={REMOVE_DRIVER}
                  field={{ name: "driver_id", value: driver.id }}
                />
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
      <DriverForm key={`add-driver-${newest}`} id="add-driver" intent={ADD_DRIVER} reply={reply?.form === "driver" ? reply : undefined} countries={countries} phoneCodes={phoneCodes} />
    </SectionCard>
  );
}
