/**
 * /admin/checkpoints/{id}: a checkpoint's names and address in the 7 languages, coordinates,
 * highway, booths, open or closed, and whether it takes bookings in the trial (as configured, yes
 * or no); its lanes (main or additional) linked to their settings. One schema checks the form in the
 * browser and in the action (src/domain/admin/checkpoint-form.ts); it works before JavaScript loads.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { BOOKINGS_CHOICES, CHECKPOINT_TEXTS, checkpointFormDefaults, checkpointFormSchema, checkpointPatchBody } from "../../domain/admin/checkpoint-form.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { LocalizedFieldset, localizedSummary } from "../admin/localized-fieldset.tsx";
import type { AdminCheckpoint } from "../admin/places.ts";
import { editedVersion, StaleEdit, yesNo } from "../admin/stale-edit.tsx";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { CheckboxField, ErrorSummary, RadioGroup, SubmitButton, TextField } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-checkpoint";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  return { read: await readAsAdmin<{ data: AdminCheckpoint }>(getWeb(context), url, `/admin/checkpoints/${encodeURIComponent(params.id)}`) };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const outcome = await submitForm(await request.formData(), checkpointFormSchema, (form) => web.api.patch(`/admin/checkpoints/${encodeURIComponent(params.id)}`, checkpointPatchBody(form)), {
    page: { locale: web.locale, url },
  });
  return outcome.ok ? redirectWithFlash(web, url.pathname, "admin.saved") : outcome.reply;
}

export const handle = { features: ["admin", "adminCheckpoints"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminCheckpointPage({ loaderData, actionData }: Route.ComponentProps) {
  const { read } = loaderData;
  if (!read.ok) return <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">{read.message}</p>;
  return <CheckpointEditor checkpoint={read.value.data} reply={actionData as FormReply | undefined} />;
}

function CheckpointEditor({ checkpoint, reply }: { checkpoint: AdminCheckpoint; reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const version = editedVersion(reply, checkpoint.version);
  const { form, fields, pending, formProps, summary } = usePageForm("checkpoint", checkpointFormSchema, reply, checkpointFormDefaults(checkpoint));
  const texts = CHECKPOINT_TEXTS.flatMap((name) => localizedSummary(fields[name], name, t(`adminCheckpoints.${name}`)));
  const place = [
    { name: "highway", field: fields.highway, label: t("adminCheckpoints.highway"), inputMode: undefined },
    { name: "checkpoints_count", field: fields.checkpoints_count, label: t("adminCheckpoints.checkpointsCount"), inputMode: "numeric" as const },
    { name: "lat", field: fields.lat, label: t("adminCheckpoints.lat"), inputMode: "decimal" as const },
    { name: "lng", field: fields.lng, label: t("adminCheckpoints.lng"), inputMode: "decimal" as const },
  ];
  const choices = [
    { name: "is_open", field: fields.is_open, label: t("adminCheckpoints.isOpen") },
    { name: "takes_bookings", field: fields.takes_bookings, label: t("adminCheckpoints.bookingsInTrial") },
  ];
  const summaryFields = [...texts, ...place, ...choices];
  const bookingChoices = BOOKINGS_CHOICES.map((choice) => ({ value: choice, label: t(`adminCheckpoints.bookingsChoice.${choice}`) }));
  const labels = Object.fromEntries(summaryFields.map(({ name, label }) => [name, label]));
  return (
    <div className="space-y-6">
      <AppLink to={href("/admin/checkpoints")} className="text-brand-800 underline">
        {t("pages.adminCheckpoints")}
      </AppLink>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {checkpoint.name[locale]} – {checkpoint.foreign_name[locale]}
      </h1>
      <ErrorSummary form={form} fields={summaryFields} summary={summary} />
      <StaleEdit reply={reply} labels={labels} choices={{ is_open: yesNo(t), takes_bookings: bookingChoices }} formValues={checkpointFormDefaults} />
      <Form method="post" {...formProps} className="space-y-4">
        <input type="hidden" name="version" value={version} key={version} />
        {CHECKPOINT_TEXTS.map((name) => (
          <LocalizedFieldset key={name} field={fields[name]} legend={t(`adminCheckpoints.${name}`)} />
        ))}
        <fieldset className="rounded border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t("adminCheckpoints.place")}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {place.map(({ name, field, label, inputMode }) => (
              <TextField key={name} field={field} label={label} inputMode={inputMode} />
            ))}
          </div>
        </fieldset>
        <CheckboxField field={fields.is_open} label={labels.is_open} />
        <RadioGroup
          field={fields.takes_bookings}
          legend={labels.takes_bookings!}
          options={bookingChoices}
        />
        <p className="text-sm text-slate-700">{t(checkpoint.booking_enabled ? "adminCheckpoints.takesBookings" : "adminCheckpoints.noBookings")}</p>
        <SubmitButton pending={pending}>{t("admin.save")}</SubmitButton>
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
