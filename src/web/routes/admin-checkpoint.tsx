/**
 * /admin/checkpoints/{id}: a checkpoint's names and address in the 7 languages, coordinates,
 * highway, booths, open or closed, and whether it takes bookings in the trial (as configured, yes
 * or no); its lanes (main or additional) linked to their settings. A plain POST form.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { LOCALES } from "../../domain/locales.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { Checkbox, Fieldset, FormOutcome, SaveButton, TextInput, fieldId, replyOf, valueOf, type AdminFormReply } from "../admin/admin-form.tsx";
import { checked, localized, num, quiet, sendAdminForm, text } from "../admin/admin-form.server.ts";
import type { AdminCheckpoint } from "../admin/places.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-checkpoint";

const FORM = "checkpoint";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  return { read: await readAsAdmin<{ data: AdminCheckpoint }>(getWeb(context), url, `/admin/checkpoints/${encodeURIComponent(params.id)}`) };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const outcome = await sendAdminForm(web, url, FORM, await request.formData(), (v) =>
    web.api.patch(
      `/admin/checkpoints/${encodeURIComponent(params.id)}`,
      {
        version: text(v, "version"),
        name: localized(v, "name"),
        foreign_name: localized(v, "foreign_name"),
        address: localized(v, "address"),
        highway: text(v, "highway"),
        lat: num(v, "lat"),
        lng: num(v, "lng"),
        checkpoints_count: num(v, "checkpoints_count"),
        is_open: checked(v, "is_open"),
        takes_bookings: v.takes_bookings === "yes" ? true : v.takes_bookings === "no" ? false : null,
      },
      quiet,
    ),
  );
  return outcome.ok ? redirectWithFlash(web, url.pathname, "admin.saved") : outcome.reply;
}

export const handle = { features: ["admin", "adminCheckpoints"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminCheckpointPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { read } = loaderData;
  if (!read.ok) return <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">{read.message}</p>;
  const checkpoint = read.value.data;
  const reply = replyOf(actionData as AdminFormReply | undefined, FORM);
  const version = reply?.code === "stale-edit" && typeof reply.current?.version === "string" ? reply.current.version : checkpoint.version;
  const labels: Record<string, string> = {
    highway: t("adminCheckpoints.highway"),
    lat: t("adminCheckpoints.lat"),
    lng: t("adminCheckpoints.lng"),
    checkpoints_count: t("adminCheckpoints.checkpointsCount"),
    ...Object.fromEntries(
      (["name", "foreign_name", "address"] as const).flatMap((field) => LOCALES.map((l) => [`${field}.${l}`, `${t(`adminCheckpoints.${field}`)} (${l})`])),
    ),
  };
  const bookings = valueOf(reply, "takes_bookings", checkpoint.takes_bookings === null ? "config" : checkpoint.takes_bookings ? "yes" : "no");
  return (
    <div className="space-y-6">
      <AppLink to={href("/admin/checkpoints")} className="text-brand-800 underline">
        {t("pages.adminCheckpoints")}
      </AppLink>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {checkpoint.name[locale]} – {checkpoint.foreign_name[locale]}
      </h1>
      <FormOutcome form={FORM} reply={reply} labels={labels} />
      <Form method="post" key={version} className="space-y-4" noValidate>
        <input type="hidden" name="version" value={version} />
        {(["name", "foreign_name", "address"] as const).map((field) => (
          <Fieldset key={field} legend={t(`adminCheckpoints.${field}`)}>
            {LOCALES.map((l) => (
              <TextInput key={l} form={FORM} name={`${field}.${l}`} label={labels[`${field}.${l}`]!} reply={reply} value={checkpoint[field][l]} />
            ))}
          </Fieldset>
        ))}
        <Fieldset legend={t("adminCheckpoints.place")}>
          <TextInput form={FORM} name="highway" label={labels.highway!} reply={reply} value={checkpoint.highway} />
          <TextInput form={FORM} name="checkpoints_count" label={labels.checkpoints_count!} reply={reply} value={String(checkpoint.checkpoints_count)} inputMode="numeric" />
          <TextInput form={FORM} name="lat" label={labels.lat!} reply={reply} value={String(checkpoint.lat)} inputMode="decimal" />
          <TextInput form={FORM} name="lng" label={labels.lng!} reply={reply} value={String(checkpoint.lng)} inputMode="decimal" />
        </Fieldset>
        <Checkbox form={FORM} name="is_open" label={t("adminCheckpoints.isOpen")} reply={reply} checked={checkpoint.is_open} />
        <fieldset className="rounded border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t("adminCheckpoints.bookingsInTrial")}</legend>
          {(["config", "yes", "no"] as const).map((choice) => (
            <div key={choice} className="flex items-center gap-2">
              <input id={fieldId(FORM, `takes_bookings-${choice}`)} type="radio" name="takes_bookings" value={choice} defaultChecked={bookings === choice} className="h-5 w-5" />
              <label htmlFor={fieldId(FORM, `takes_bookings-${choice}`)}>{t(`adminCheckpoints.bookingsChoice.${choice}`)}</label>
            </div>
          ))}
          <p className="mt-2 text-sm text-slate-700">{t(checkpoint.booking_enabled ? "adminCheckpoints.takesBookings" : "adminCheckpoints.noBookings")}</p>
        </fieldset>
        <SaveButton>{t("admin.save")}</SaveButton>
      </Form>
      <section aria-labelledby="lanes-heading" className="space-y-2">
        <h2 id="lanes-heading" className="text-xl font-semibold">
          {t("adminCheckpoints.lanes")}
        </h2>
        <ul className="space-y-1">
          {checkpoint.lanes.map((lane) => (
            <li key={lane.id}>
              <AppLink to={href(`/admin/lanes/${lane.id}`)} className="text-brand-800 underline">
                {lane.name[locale]}
              </AppLink>{" "}
              · {t(lane.main ? "adminCheckpoints.main" : "adminCheckpoints.additional")} · {t("adminCheckpoints.capacityLine", { capacity: lane.capacity_per_hour })}
              {lane.is_open ? "" : ` · ${t("adminCheckpoints.paused")}`}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
