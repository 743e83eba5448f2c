/**
 * The drivers part of /profile/carrier: the user's drivers (with their registry status), a button
 * to remove each, and the form to add one. The route's action answers the intents named here.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { DriverOrigin } from "../../domain/drivers.ts";
import type { FormReply } from "../forms/form-reply.ts";
import { SectionCard } from "../components/section-card.tsx";
import { DriverForm } from "./driver-form.tsx";

export const ADD_DRIVER = "add-driver";
export const REMOVE_DRIVER = "remove-driver";

export interface DriverSummary {
  id: number;
  origin: DriverOrigin;
  first_name: string;
  last_name: string;
  passport_series: string | null;
  passport_number: string;
  registry_checked_at: string | null;
}

export function DriversSection({
  drivers,
  countries,
  reply,
}: {
  drivers: DriverSummary[];
  countries: ReadonlyArray<{ value: string; label: string }>;
  reply: FormReply | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard id="drivers" title={t("profile.drivers")}>
      {drivers.length === 0 ? (
        <p>{t("profile.driversNone")}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {drivers.map((driver) => {
            const name = `${driver.first_name} ${driver.last_name}`;
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
                <Form method="post">
                  <input type="hidden" name="driver_id" value={driver.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={REMOVE_DRIVER}
                    className="rounded border border-red-700 px-3 py-1 text-sm font-semibold text-red-800 hover:bg-red-50"
                  >
                    {t("profile.removeDriver", { name })}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="text-lg font-semibold">{t("profile.addDriver")}</h3>
      <DriverForm id="add-driver" intent={ADD_DRIVER} reply={reply} countries={countries} />
    </SectionCard>
  );
}
