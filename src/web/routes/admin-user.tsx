/**
 * /admin/users/:id: a user's page (their carriers, entries, violations and blockings) and what an
 * administrator does to the account: lift a blocking or archive a violation with a reason, change
 * the role and an operator's checkpoints, end all sessions, mark a carrier as a trusted operator
 * (AEO). Each is a form posted to this route's action, checked by its one schema in the browser and
 * here (src/web/admin/user-action-forms.tsx); success is told by a toast after the redirect.
 */
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { z } from "zod";
import { aeoBody, aeoFormSchema } from "../../domain/admin/aeo-form.ts";
import { endSessionsFormSchema, operatorCheckpointsFormSchema, roleFormSchema, violationCloseFormSchema } from "../../domain/admin/user-actions-form.ts";
import type { LocalizedText } from "../../domain/locales.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { Denied } from "../admin/denied.tsx";
import {
  aeoForm,
  AeoForm,
  CHECKPOINTS_FORM,
  closeViolationForm,
  CloseViolationForm,
  END_SESSIONS_FORM,
  EndSessionsForm,
  OperatorCheckpointsForm,
  ROLE_FORM,
  RoleForm,
  UserAction,
} from "../admin/user-action-forms.tsx";
import { AppLink } from "../components/app-link.tsx";
import { ScrollingTable } from "../components/scrolling-table.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { redirectWithFlash, type FlashMessage } from "../flash.server.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import type { FormReply } from "../forms/form-reply.ts";
import { formatDate, formatDateTime } from "../format.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { AdminUserRow } from "./admin-users.tsx";
import type { Route } from "./+types/admin-user";

interface AdminEntry {
  id: number;
  status: number;
  status_name: string;
  kind: string;
  checkpoint: { id: number; slug: string; name: string };
  plate: string;
  registered_at: string;
  ended_at: string | null;
}

interface AdminViolation {
  id: number;
  kind: string;
  subject: string;
  note: string | null;
  occurred_at: string;
  ends_at: string;
  status: "active" | "archived";
  closed_at: string | null;
  closed_reason: string | null;
}

interface AdminCarrier {
  id: number;
  vehicle_type: number;
  name: string;
  country: string;
  registration_code: string | null;
  aeo_certificate: string | null;
  aeo_expires_on: string | null;
  trusted: boolean;
  version: string;
}

interface AdminUser extends AdminUserRow {
  live_sessions: number;
  blocked_until: string | null;
  operator_checkpoints: Array<{ id: number; slug: string; name: string }>;
  carriers: AdminCarrier[];
  entries: { open: AdminEntry[]; recent: AdminEntry[] };
  violations: AdminViolation[];
}

const ID = /^[1-9]\d{0,9}$/;

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const web = getWeb(context);
  if (!ID.test(params.id)) throw data(null, { status: 404 });
  const [read, checkpoints] = await Promise.all([
    readAsAdmin<{ data: AdminUser }>(web, url, `/admin/users/${params.id}`),
    web.api.get<{ data: Array<{ slug: string; name: LocalizedText }> }>("/checkpoints", { toastErrors: false }),
  ]);
  return { read, checkpoints: (checkpoints?.data ?? []).map((c) => ({ slug: c.slug, name: c.name[web.locale] || c.name.uk })) };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const web = getWeb(context);
  if (!ID.test(params.id)) throw data(null, { status: 404 });
  const formData = await request.formData();
  const base = `/admin/users/${params.id}`;
  /** Parses the form `form` with `schema`, makes the call, and on success tells `success` of what it answered. */
  const submit = async <Schema extends z.ZodType, T>(form: string, schema: Schema, call: (value: z.output<Schema>) => Promise<T>, success: (answer: T) => FlashMessage) => {
    const outcome = await submitForm(formData, schema, call, { page: { locale: web.locale, url }, form });
    return outcome.ok ? redirectWithFlash(web, url.pathname, success(outcome.value)) : outcome.reply;
  };
  switch (formData.get("intent")) {
    case UserAction.CloseViolation:
      return submit(
        closeViolationForm(String(formData.get("violation_id"))),
        violationCloseFormSchema,
        (form) => web.api.post<{ data: AdminViolation }>(`${base}/violations/${form.violation_id}/close`, { reason: form.reason }),
        (answer) => (answer?.data.kind === "blocking" ? "adminUsers.lifted" : "adminUsers.archived"),
      );
    case UserAction.Aeo:
      return submit(aeoForm(String(formData.get("carrier_id"))), aeoFormSchema, (form) => web.api.put(`/admin/carriers/${form.carrier_id}/aeo`, aeoBody(form)), () => "adminUsers.aeoSaved");
    case UserAction.Role:
      return submit(ROLE_FORM, roleFormSchema, (form) => web.api.put(`${base}/role`, form), () => "adminUsers.roleSaved");
    case UserAction.Checkpoints:
      return submit(CHECKPOINTS_FORM, operatorCheckpointsFormSchema, (form) => web.api.put(`${base}/operator-checkpoints`, form), () => "adminUsers.checkpointsSaved");
    case UserAction.EndSessions:
      return submit(END_SESSIONS_FORM, endSessionsFormSchema, () => web.api.post(`${base}/sessions/end`), () => "adminUsers.sessionsEnded");
    default:
      throw data(null, { status: 400 });
  }
}

export const meta = routeTitleMeta;

export const handle = { features: ["admin", "adminUsers"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

const sectionClass = "space-y-3 rounded border border-slate-300 p-4";
const headingClass = "text-xl font-bold text-brand-900";

export default function AdminUserPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { read, checkpoints } = loaderData;
  if (!read.ok) return <Denied message={read.message} />;
  const user = read.value.data;
  const reply = actionData as FormReply | undefined;
  const entryTable = (entries: AdminEntry[], title: string) =>
    entries.length === 0 ? (
      <p>{t("adminUsers.noEntries")}</p>
    ) : (
      <ScrollingTable title={title}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b-2 border-slate-400">
              <th scope="col" className="p-2">{t("adminUsers.entry.id")}</th>
              <th scope="col" className="p-2">{t("adminUsers.entry.checkpoint")}</th>
              <th scope="col" className="p-2">{t("adminUsers.entry.plate")}</th>
              <th scope="col" className="p-2">{t("adminUsers.entry.status")}</th>
              <th scope="col" className="p-2">{t("adminUsers.entry.registered")}</th>
              <th scope="col" className="p-2">{t("adminUsers.entry.ended")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-200">
                <td className="p-2">{entry.id}</td>
                <td className="p-2">{entry.checkpoint.name}</td>
                <td className="p-2">{entry.plate}</td>
                <td className="p-2">{t(`adminUsers.statuses.${entry.status_name}`)}</td>
                <td className="whitespace-nowrap p-2">{formatDateTime(entry.registered_at, locale)}</td>
                <td className="whitespace-nowrap p-2">{entry.ended_at ? formatDateTime(entry.ended_at, locale) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
    );
  return (
    <div className="space-y-6">
      <p>
        <AppLink to={href("/admin/users")}>{t("adminUsers.back")}</AppLink>
      </p>
      <h1 className="break-all text-2xl font-bold text-brand-900 sm:text-3xl">
        {t("pages.adminUser")}: {user.email ?? user.phone}
      </h1>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("adminUsers.columns.id")}</dt>
        <dd>{user.id}</dd>
        <dt className="font-semibold">{t("adminUsers.columns.email")}</dt>
        <dd className="break-all">{user.email ?? "—"}</dd>
        <dt className="font-semibold">{t("adminUsers.columns.phone")}</dt>
        <dd>{user.phone ?? "—"}</dd>
        <dt className="font-semibold">{t("adminUsers.columns.role")}</dt>
        <dd>{t(`adminUsers.roles.${user.role}`)}</dd>
        <dt className="font-semibold">{t("adminUsers.columns.language")}</dt>
        <dd>{user.locale}</dd>
        <dt className="font-semibold">{t("adminUsers.columns.created")}</dt>
        <dd>{formatDateTime(user.created_at, locale)}</dd>
      </dl>
      <p className={user.blocked_until ? "rounded border-l-4 border-red-700 bg-red-50 p-3 font-semibold" : ""}>
        {user.blocked_until ? t("adminUsers.blockedUntil", { date: formatDateTime(user.blocked_until, locale) }) : t("adminUsers.notBlocked")}
      </p>

      <section aria-labelledby="violations-heading" className={sectionClass}>
        <h2 id="violations-heading" className={headingClass}>
          {t("adminUsers.violations")}
        </h2>
        {user.violations.length === 0 ? <p>{t("adminUsers.noViolations")}</p> : null}
        <ul className="space-y-4">
          {user.violations.map((violation) => (
            <li key={violation.id} className="border-b border-slate-200 pb-3">
              <p className="font-semibold">
                {violation.kind === "blocking" ? t("adminUsers.kinds.blocking") : t("adminUsers.kinds.other")}: {violation.subject} —{" "}
                {t(`adminUsers.vstatus.${violation.status}`)}
              </p>
              <p className="text-sm">
                {t("adminUsers.violation.occurred")}: {formatDateTime(violation.occurred_at, locale)}; {t("adminUsers.violation.ends")}:{" "}
                {formatDateTime(violation.ends_at, locale)}
              </p>
              {violation.note ? <p className="text-sm">{violation.note}</p> : null}
              {violation.closed_at ? (
                <p className="text-sm">{t("adminUsers.violation.closed", { date: formatDateTime(violation.closed_at, locale), reason: violation.closed_reason ?? "" })}</p>
              ) : null}
              {violation.status === "active" ? <CloseViolationForm violation={violation} reply={reply} /> : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="entries-heading" className={sectionClass}>
        <h2 id="entries-heading" className={headingClass}>
          {t("adminUsers.entriesOpen")}
        </h2>
        {entryTable(user.entries.open, t("adminUsers.entriesOpen"))}
        <h2 className={headingClass}>{t("adminUsers.entriesRecent")}</h2>
        {entryTable(user.entries.recent, t("adminUsers.entriesRecent"))}
      </section>

      <section aria-labelledby="carriers-heading" className={sectionClass}>
        <h2 id="carriers-heading" className={headingClass}>
          {t("adminUsers.carriers")}
        </h2>
        {user.carriers.length === 0 ? <p>{t("adminUsers.noCarriers")}</p> : null}
        {user.carriers.map((carrier) => (
          <div key={carrier.id} className="space-y-2 border-b border-slate-200 pb-3">
            <h3 className="font-semibold">
              {t(`adminUsers.vehicleTypes.${carrier.vehicle_type}`)}: {carrier.name} ({carrier.country}
              {carrier.registration_code ? `, ${carrier.registration_code}` : ""})
            </h3>
            <p>
              {carrier.trusted && carrier.aeo_expires_on
                ? t("adminUsers.trusted", { date: formatDate(`${carrier.aeo_expires_on}T12:00:00Z`, locale) })
                : carrier.aeo_expires_on
                  ? t("adminUsers.lapsed", { date: formatDate(`${carrier.aeo_expires_on}T12:00:00Z`, locale) })
                  : t("adminUsers.notTrusted")}
            </p>
            {/* A saved mark (a new version) gives a fresh form. */}
            <AeoForm key={carrier.version} carrier={carrier} reply={reply} />
          </div>
        ))}
      </section>

      <section aria-labelledby="role-heading" className={sectionClass}>
        <h2 id="role-heading" className={headingClass}>
          {t("adminUsers.role")}
        </h2>
        <RoleForm user={user} reply={reply} />
        {user.role === "operator" ? <OperatorCheckpointsForm user={user} checkpoints={checkpoints} reply={reply} /> : null}
      </section>

      <section aria-labelledby="sessions-heading" className={sectionClass}>
        <h2 id="sessions-heading" className={headingClass}>
          {t("adminUsers.sessions")}
        </h2>
        <p>{t("adminUsers.liveSessions", { count: user.live_sessions })}</p>
        <EndSessionsForm reply={reply} />
      </section>
    </div>
  );
}
