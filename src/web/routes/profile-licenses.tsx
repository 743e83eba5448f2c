/**
 * /profile/licenses: the user's permits (each opens on /profile/licenses/{id}) and the form to add
 * one, for the vehicle type chosen (?type=, else the user's carrier type): whether that type needs a
 * permit to join the queue, and only the permit fields that apply to it (src/domain/permits.ts).
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { VEHICLE_TYPES, VehicleType } from "../../domain/codes.ts";
import { permitNeed } from "../../domain/permits.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { ErrorSummary, SubmitButton } from "../forms/form-fields.tsx";
import { usePageForm } from "../forms/use-page-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import { readOnce } from "../profile/profile-reads.server.ts";
import { PermitFormFields, permitFormSchema, permitSummaryFields, usePermitLabels, type Permit } from "../profile/permit-form.tsx";
import type { Route } from "./+types/profile-licenses";
import { SectionCard } from "../components/section-card.tsx";
import { requireViewer } from "../viewer.server.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const viewer = await requireViewer(web, url);
  const asked = VEHICLE_TYPES.find((type) => String(type) === url.searchParams.get("type"));
  const vehicleType: VehicleType = asked ?? viewer.carrier_type ?? VehicleType.Truck;
  const [body, carriers] = await Promise.all([
    readOnce<{ data: Permit[] }>(web, "/profile/permits"),
    readOnce<{ data: Record<string, { regular_passenger: boolean }> }>(web, "/profile/carriers"),
  ]);
  const regularPassenger = carriers?.data[String(vehicleType)]?.regular_passenger ?? false;
  return { permits: body?.data ?? [], vehicleType, need: permitNeed(vehicleType, regularPassenger) };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const outcome = await submitForm(await request.formData(), permitFormSchema, (value) => web.api.post("/profile/permits", value), {
    page: { locale: web.locale, url },
  });
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, `${url.pathname}${url.search}`, "added.permit");
}

export const meta = routeTitleMeta;

export default function ProfileLicenses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { vehicleType, need } = loaderData;
  // A permit added (a new highest id) gives a fresh, empty form.
  const newest = loaderData.permits.reduce((max, permit) => Math.max(max, permit.id), 0);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.licenses")}</h1>
      <nav aria-label={t("profileRules.permitsFor")} className="flex flex-wrap gap-2">
        {VEHICLE_TYPES.map((type) => (
          <AppLink
            key={type}
            to={`${href("/profile/licenses")}?type=${type}`}
            aria-current={type === vehicleType ? "page" : undefined}
            className="rounded border border-slate-400 px-3 py-1 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
          >
            {t(`vehicleTypes.${type}`)}
          </AppLink>
        ))}
      </nav>
      <p className="rounded border-l-4 border-brand-700 bg-brand-50 p-3">{t(`profileRules.permitNeed.${vehicleType}.${need}`)}</p>
      {loaderData.permits.length === 0 ? (
        <p>{t("profile.permitsNone")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
          {loaderData.permits.map((permit) => (
            <li key={permit.id} className="p-3">
              <AppLink to={href(`/profile/licenses/${permit.id}`)} className="font-medium text-brand-800 underline">
                {permit.series ?? ""}
                {permit.number}
              </AppLink>
              <span className="block text-sm text-slate-700">
                {t(`profile.permitKinds.${permit.kind}`)} · {t("profile.permitLine", { year: permit.year, count: permit.count })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {need === "none" ? null : (
        <SectionCard id="add-permit" title={t("profile.addPermit")}>
          <AddPermitForm key={`add-permit-${vehicleType}-${newest}`} reply={actionData} vehicleType={vehicleType} />
        </SectionCard>
      )}
    </div>
  );
}

function AddPermitForm({ reply, vehicleType }: { reply: Route.ComponentProps["actionData"]; vehicleType: VehicleType }) {
  const { t } = useTranslation();
  const label = usePermitLabels();
  const { form, fields, pending, formProps, summary } = usePageForm("add-permit", permitFormSchema, reply);
  return (
    <Form method="post" {...formProps} className="space-y-5">
      <ErrorSummary form={form} summary={summary} fields={permitSummaryFields(fields, label)} />
      <PermitFormFields fields={fields} vehicleType={vehicleType} />
      <SubmitButton pending={pending}>{t("profile.permitForm.save")}</SubmitButton>
    </Form>
  );
}
