/**
 * /profile/carrier: the user's carrier for each kind of transport (name, country of registration,
 * registration code, contact person; for buses, regular routes), and what it still lacks before
 * its user may join the queue (`has_enough_carrier_info`). `?type=` picks the kind of transport;
 * the user's carrier type by default.
 */
import { useTranslation } from "react-i18next";
import { Form, NavLink } from "react-router";
import { carrierSchema } from "../../domain/carriers.ts";
import { VEHICLE_TYPES, VehicleType } from "../../domain/codes.ts";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { redirectWithFlash, type FlashMessage } from "../flash.server.ts";
import { passportScanForm, passportScanSchema, SEND_PASSPORT_SCAN } from "../profile/passport-scan-form.tsx";
import { removeOwn, submitForm } from "../forms/api-submission.server.ts";
import { CheckboxField, ErrorSummary, SelectField, SubmitButton, TextField } from "../forms/form-fields.tsx";
import { usePageForm } from "../forms/use-page-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import { countryOptions } from "../profile/countries.server.ts";
import { readOnce } from "../profile/profile-reads.server.ts";
import { CARRIER_REQUIRED_WARNING } from "../queue/join/join-decision.server.ts";
import { driverFormSchema } from "../profile/driver-form-schema.ts";
import {
  ADD_DRIVER,
  CONFIRM_DRIVER_PHONE,
  driverPhoneCodeForm,
  driverPhoneSendForm,
  DriversSection,
  EDIT_DRIVER,
  editDriverForm,
  REMOVE_DRIVER,
  SEND_DRIVER_PHONE_CODE,
  type DriverSummary,
} from "../profile/drivers-section.tsx";
import { phoneCodeSchema } from "../../domain/personal-details.ts";
import { z } from "../../domain/zod.ts";
import { CONFIRM_REMOVE_CARRIER, REMOVE_CARRIER, RemoveCarrier } from "../profile/remove-carrier.tsx";
import { vehicleFormSchema, withSemiTrailerAnswer } from "../profile/vehicle-form-schema.ts";
import { isClaim, submitClaim } from "../profile/claim.server.ts";
import { ADD_VEHICLE, EDIT_VEHICLE, editVehicleForm, REMOVE_VEHICLE, VehiclesSection, type VehicleSummary } from "../profile/vehicles-section.tsx";
import { requireViewer } from "../viewer.server.ts";
import { phoneCodeChoice } from "../forms/phone-codes.server.ts";
import type { Route } from "./+types/profile-carrier";

interface Carrier {
  id: number;
  vehicle_type: VehicleType;
  name: string;
  country: string;
  registration_code: string | null;
  contact_person: string | null;
  regular_passenger: boolean;
  has_enough_carrier_info: boolean;
  missing: Array<"drivers" | "vehicles" | "regularPermit">;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const viewer = await requireViewer(web, url);
  const asked = VEHICLE_TYPES.find((type) => String(type) === url.searchParams.get("type"));
  const vehicleType: VehicleType = asked ?? viewer.carrier_type ?? VehicleType.Truck;
  // The same reads as the profile layout's, made once for both.
  const [body, driverList, vehicleList] = await Promise.all([
    readOnce<{ data: Record<string, Carrier> }>(web, "/profile/carriers"),
    readOnce<{ data: DriverSummary[] }>(web, "/profile/drivers"),
    readOnce<{ data: VehicleSummary[] }>(web, "/profile/vehicles"),
  ]);
  const countries = countryOptions(web.locale);
  return {
    phoneCodes: phoneCodeChoice(web.locale),
    // Arrived from 'Стати в чергу' without a ready carrier: the warning stays on the page (a toast fades).
    carrierRequired: url.searchParams.get("warning") === CARRIER_REQUIRED_WARNING,
    // The confirmation step of removing the carrier, without JavaScript.
    confirmingRemoval: url.searchParams.get("confirm") === CONFIRM_REMOVE_CARRIER,
    // A driver's or vehicle's removal to confirm, without JavaScript (`driver-{id}`, `vehicle-{id}`).
    confirming: url.searchParams.get("confirm"),
    vehicleType,
    chosenType: viewer.carrier_type,
    carrier: body?.data[String(vehicleType)] ?? null,
    countries,
    drivers: driverList?.data ?? [],
    vehicles: (vehicleList?.data ?? []).filter((vehicle) => vehicle.vehicle_type === vehicleType),
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  const page = { locale: web.locale, url };
  // Back to the page as it was, without a removal's confirmation step.
  const kept = new URLSearchParams(url.search);
  kept.delete("confirm");
  const back = (key: FlashMessage) => redirectWithFlash(web, `${url.pathname}${kept.size > 0 ? `?${kept.toString()}` : ""}`, key);
  const intent = formData.get("intent");
  const remove = async (path: string, done: FlashMessage) => {
    await removeOwn(web.api, path, page);
    return back(done);
  };
  if (intent === REMOVE_DRIVER) {
    return remove(`/profile/drivers/${encodeURIComponent(String(formData.get("driver_id")))}`, "profile.driverRemoved");
  }
  if (intent === REMOVE_VEHICLE) {
    return remove(`/profile/vehicles/${encodeURIComponent(String(formData.get("vehicle_id")))}`, "profile.vehicleRemoved");
  }
  if (intent === REMOVE_CARRIER) {
    const vehicleType = VEHICLE_TYPES.find((type) => String(type) === formData.get("vehicle_type")) ?? VehicleType.Truck;
    await removeOwn(web.api, `/profile/carriers/${vehicleType}`, page);
    return redirectWithFlash(web, `${url.pathname}?type=${vehicleType}`, "profileEdits.carrierRemoved");
  }
  // 'Open a claim' (docs/ownership.md): the add form again, with the documents, to an administrator's review.
  if ((intent === ADD_VEHICLE || intent === ADD_DRIVER) && isClaim(formData)) {
    const subject = intent === ADD_VEHICLE ? "vehicle" : "driver";
    const outcome = await submitClaim(web, formData, subject, { page, form: subject });
    if (!outcome.ok) return outcome.reply;
    return back("ownership.claimOpened");
  }
  if (intent === ADD_VEHICLE || intent === EDIT_VEHICLE) {
    // The API takes the form as it came, files included (multipart); an edit without files keeps the certificate.
    withSemiTrailerAnswer(formData);
    const upload = new FormData();
    for (const [name, value] of formData) {
      if (name === "intent" || name === "vehicle_id") continue;
      if (name === "certificate" && value instanceof File && value.size === 0) continue;
      upload.append(name, value);
    }
    const id = encodeURIComponent(String(formData.get("vehicle_id")));
    const outcome =
      intent === ADD_VEHICLE
        ? await submitForm(formData, vehicleFormSchema, () => web.api.post("/profile/vehicles", upload), { page, form: "vehicle" })
        : await submitForm(formData, vehicleFormSchema, () => web.api.put(`/profile/vehicles/${id}`, upload), {
            page,
            form: editVehicleForm(Number(formData.get("vehicle_id"))),
          });
    if (!outcome.ok) return outcome.reply;
    return back(intent === ADD_VEHICLE ? "added.vehicle" : "profile.vehicleSaved");
  }
  if (intent === SEND_DRIVER_PHONE_CODE || intent === CONFIRM_DRIVER_PHONE) {
    const id = Number(formData.get("driver_id"));
    const path = `/profile/drivers/${encodeURIComponent(String(id))}/phone-verification`;
    const outcome =
      intent === SEND_DRIVER_PHONE_CODE
        ? await submitForm(formData, z.object({}), () => web.api.post(path), { page, form: driverPhoneSendForm(id) })
        : await submitForm(formData, phoneCodeSchema, (value) => web.api.post(`${path}/confirm`, value), { page, form: driverPhoneCodeForm(id) });
    if (!outcome.ok) return outcome.reply;
    return back(intent === SEND_DRIVER_PHONE_CODE ? "auth.codeSent" : "profile.phoneVerified");
  }
  if (intent === SEND_PASSPORT_SCAN) {
    const id = Number(formData.get("driver_id"));
    const upload = new FormData();
    for (const value of formData.getAll("documents")) if (value instanceof File && value.size > 0) upload.append("documents", value);
    const outcome = await submitForm(formData, passportScanSchema, () => web.api.post(`/profile/drivers/${encodeURIComponent(String(id))}/documents`, upload), {
      page,
      form: passportScanForm(id),
    });
    if (!outcome.ok) return outcome.reply;
    return back("profileEdits.ownership.documentsSaved");
  }
  if (intent === EDIT_DRIVER) {
    const id = Number(formData.get("driver_id"));
    const outcome = await submitForm(formData, driverFormSchema, (value) => web.api.put(`/profile/drivers/${encodeURIComponent(String(id))}`, value), {
      page,
      form: editDriverForm(id),
    });
    if (!outcome.ok) return outcome.reply;
    return back("profile.driverSaved");
  }
  if (intent === ADD_DRIVER) {
    const outcome = await submitForm(formData, driverFormSchema, (value) => web.api.post("/profile/drivers", value), { page, form: "driver" });
    if (!outcome.ok) return outcome.reply;
    return back("added.driver");
  }
  const outcome = await submitForm(formData, carrierSchema, (value) => web.api.put("/profile/carriers", value), { page, form: "carrier" });
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, `${url.pathname}?type=${String(formData.get("vehicle_type"))}`, "profile.updated");
}

export const handle = { features: ["profileEdits", "auth", "carrierTabs", "removal"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function ProfileCarrier({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { vehicleType, chosenType, carrier, countries, drivers, vehicles, carrierRequired, confirmingRemoval, confirming } = loaderData;
  const carrierReply = actionData?.form === "carrier" ? actionData : undefined;
  const defaults = carrier
    ? {
        name: carrier.name,
        country: carrier.country,
        registration_code: carrier.registration_code ?? "",
        contact_person: carrier.contact_person ?? "",
        regular_passenger: carrier.regular_passenger ? "on" : "",
      }
    : {};
  const { form, fields, pending, formProps, summary } = usePageForm(`carrier-${vehicleType}-${carrier?.id ?? "new"}`, carrierSchema, carrierReply, defaults);
  const isCar = vehicleType === VehicleType.Car;
  const nameLabel = isCar ? t("profile.carrierForm.nameCar") : t("profile.carrierForm.name");
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.carrier")}</h1>
      {carrierRequired ? <p className="rounded border-l-4 border-accent bg-accent/30 p-4 font-semibold">{t("join.carrierRequired")}</p> : null}
      <p className="text-slate-800">{t("profile.carrierIntro")}</p>
      <nav aria-label={t("profile.carrierKinds")} aria-describedby={chosenType === null ? undefined : "carrier-kinds-note"}>
        {/* What the tabs are for: one carrier per kind of transport; the one chosen at sign-up is enough. */}
        {chosenType === null ? null : (
          <p id="carrier-kinds-note" className="mb-2 text-sm text-slate-800">
            {t("carrierTabs.chosen", { type: t(`vehicleTypes.${chosenType}`) })}
          </p>
        )}
        <ul className="flex flex-wrap gap-2">
          {VEHICLE_TYPES.map((type) => (
            <li key={type}>
              <NavLink
                to={`${href("/profile/carrier")}?type=${type}`}
                aria-current={type === vehicleType ? "page" : undefined}
                className={`block rounded border-2 px-4 py-2 font-semibold ${type === vehicleType ? "border-brand-700 bg-brand-700 text-white" : "border-brand-700 text-brand-800 hover:bg-brand-50"}`}
              >
                {t(`vehicleTypes.${type}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <CarrierStatus carrier={carrier} />
      <Form
        method="post"
        {...formProps}
        key={`carrier-${vehicleType}-${carrier?.id ?? "new"}`}
        aria-label={t("pages.carrier")}
        className="space-y-5 rounded border border-slate-200 bg-white p-5"
      >
        <ErrorSummary
          form={form}
          summary={summary}
          fields={[
            { field: fields.name, label: nameLabel },
            { field: fields.country, label: t("profile.carrierForm.country") },
            { field: fields.registration_code, label: t("profile.carrierForm.registrationCode") },
            { field: fields.contact_person, label: t("profile.carrierForm.contactPerson") },
          ]}
        />
        <input type="hidden" name="vehicle_type" value={vehicleType} />
        <TextField field={fields.name} label={nameLabel} autoComplete={isCar ? "name" : "organization"} />
        <SelectField
          field={fields.country}
          label={t("profile.carrierForm.country")}
          placeholder={t("profile.carrierForm.chooseCountry")}
          options={countries}
        />
        {isCar ? null : (
          <>
            <TextField field={fields.registration_code} label={t("profile.carrierForm.registrationCode")} hint={t("profile.carrierForm.registrationCodeHint")} />
            <TextField field={fields.contact_person} label={t("profile.carrierForm.contactPerson")} autoComplete="name" />
          </>
        )}
        {vehicleType === VehicleType.Bus ? <CheckboxField field={fields.regular_passenger} label={t("profile.carrierForm.regularPassenger")} /> : null}
        <SubmitButton pending={pending}>{t("profile.carrierForm.save")}</SubmitButton>
      </Form>
      {carrier ? <RemoveCarrier key={`remove-${vehicleType}`} vehicleType={vehicleType} name={carrier.name} confirming={confirmingRemoval} /> : null}
      <DriversSection drivers={drivers} countries={countries} phoneCodes={loaderData.phoneCodes} reply={actionData ?? undefined} confirming={confirming} />
      <VehiclesSection key={`vehicles-${vehicleType}`} vehicleType={vehicleType} vehicles={vehicles} countries={countries} reply={actionData ?? undefined} confirming={confirming} />
    </div>
  );
}

/** Whether the carrier lets its user join the queue, and if not, what to add. */
function CarrierStatus({ carrier }: { carrier: Carrier | null }) {
  const { t } = useTranslation();
  const box = "rounded border-l-4 p-4";
  if (!carrier) return <p className={`${box} border-accent bg-accent/20`}>{t("profile.carrierRequired")}</p>;
  if (carrier.has_enough_carrier_info) return <p className={`${box} border-green-700 bg-green-50`}>{t("profile.carrierEnough")}</p>;
  return (
    <div className={`${box} border-accent bg-accent/20`}>
      <p className="font-semibold">{t("profile.carrierMissingTitle")}</p>
      <ul className="mt-1 list-disc pl-5">
        {carrier.missing.map((item) => (
          <li key={item}>{t(`profile.missing.${item}`)}</li>
        ))}
      </ul>
    </div>
  );
}
