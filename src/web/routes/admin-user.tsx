/**
 * /admin/users/:id: a user's page (their carriers, entries, violations and blockings) and what an
 * administrator does to the account: lift a blocking or archive a violation with a reason, change
 * the role and an operator's checkpoints, end all sessions, mark a carrier as a trusted operator
 * (AEO). Each is a form posted to this route's action (it works before JavaScript loads).
 */
import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import type { LocalizedText } from "../../domain/locales.ts";
import { adminAction, typedValues, type AdminActionReply } from "../admin/admin-action.server.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { ActionReply, buttonClass, FieldMessages, fieldErrors, inputClass, typed } from "../admin/admin-form.tsx";
import { AppLink } from "../components/app-link.tsx";
import { ScrollingTable } from "../components/scrolling-table.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
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

export async function action({ context, request, params }: Route.ActionArgs): Promise<AdminActionReply> {
  const web = getWeb(context);
  const url = new URL(request.url);
  if (!ID.test(params.id)) throw data(null, { status: 404 });
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const base = `/admin/users/${params.id}`;
  const opts = { toastErrors: false };
  switch (intent) {
    case "role": {
      const values = typedValues(formData, ["role"]);
      return adminAction(web, url, intent, "adminUsers.roleSaved", () => web.api.put(`${base}/role`, { role: values.role }, opts), values);
    }
    case "checkpoints": {
      const checkpoints = formData.getAll("checkpoints").map(String);
      return adminAction(web, url, intent, "adminUsers.checkpointsSaved", () => web.api.put(`${base}/operator-checkpoints`, { checkpoints }, opts));
    }
    case "sessions":
      return adminAction(web, url, intent, "adminUsers.sessionsEnded", () => web.api.post(`${base}/sessions/end`, undefined, opts));
    case "close": {
      const values = typedValues(formData, ["violation_id", "reason", "kind"]);
      const form = `close-${values.violation_id}`;
      if (!ID.test(values.violation_id!)) throw data(null, { status: 400 });
      const success = values.kind === "blocking" ? "adminUsers.lifted" : "adminUsers.archived";
      return adminAction(web, url, form, success, () => web.api.post(`${base}/violations/${values.violation_id}/close`, { reason: values.reason }, opts), values);
    }
    case "aeo": {
      const values = typedValues(formData, ["carrier_id", "certificate", "expires_on", "version"]);
      const form = `aeo-${values.carrier_id}`;
      if (!ID.test(values.carrier_id!)) throw data(null, { status: 400 });
      const certificate = values.certificate!.trim();
      const expires = values.expires_on!.trim();
      return adminAction(
        web,
        url,
        form,
        "adminUsers.aeoSaved",
        () => web.api.put(`/admin/carriers/${values.carrier_id}/aeo`, { certificate: certificate || null, expires_on: expires || null, version: values.version }, opts),
        values,
      );
    }
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
  const pending = useNavigation().state === "submitting";
  const { read, checkpoints } = loaderData;
  const reply = actionData;
  if (!read.ok) {
    return (
      <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">
        {read.message}
      </p>
    );
  }
  const user = read.value.data;
  const operatorAt = new Set(user.operator_checkpoints.map((c) => c.slug));
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
          {user.violations.map((violation) => {
            const form = `close-${violation.id}`;
            const reasonErrors = fieldErrors(reply, form, "reason");
            return (
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
                <ActionReply reply={reply} form={form} />
                {violation.status === "active" ? (
                  <Form method="post" className="mt-2 space-y-2">
                    <input type="hidden" name="intent" value="close" />
                    <input type="hidden" name="violation_id" value={violation.id} />
                    <input type="hidden" name="kind" value={violation.kind} />
                    <label htmlFor={`reason-${violation.id}`} className="block text-sm font-semibold">
                      {t("adminUsers.reason")}
                    </label>
                    <textarea
                      id={`reason-${violation.id}`}
                      name="reason"
                      rows={2}
                      maxLength={1000}
                      required
                      defaultValue={typed(reply, form, "reason") ?? ""}
                      aria-invalid={reasonErrors.length > 0 || undefined}
                      aria-describedby={reasonErrors.length > 0 ? `reason-${violation.id}-error` : undefined}
                      className={inputClass}
                    />
                    <FieldMessages id={`reason-${violation.id}-error`} messages={reasonErrors} />
                    <button type="submit" disabled={pending} className={buttonClass}>
                      {violation.kind === "blocking" ? t("adminUsers.lift") : t("adminUsers.archive")}
                    </button>
                  </Form>
                ) : null}
              </li>
            );
          })}
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
        {user.carriers.map((carrier) => {
          const form = `aeo-${carrier.id}`;
          const certificateErrors = fieldErrors(reply, form, "certificate");
          const expiresErrors = fieldErrors(reply, form, "expires_on");
          return (
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
              <ActionReply reply={reply} form={form} />
              <Form method="post" className="grid gap-3 sm:grid-cols-2">
                <fieldset className="contents">
                  <legend className="sr-only">
                    {t("adminUsers.aeo")}: {carrier.name}
                  </legend>
                  <input type="hidden" name="intent" value="aeo" />
                  <input type="hidden" name="carrier_id" value={carrier.id} />
                  <input type="hidden" name="version" value={carrier.version} />
                  <div>
                    <label htmlFor={`certificate-${carrier.id}`} className="block text-sm font-semibold">
                      {t("adminUsers.aeoCertificate")}
                    </label>
                    <input
                      id={`certificate-${carrier.id}`}
                      name="certificate"
                      maxLength={64}
                      defaultValue={typed(reply, form, "certificate") ?? carrier.aeo_certificate ?? ""}
                      aria-invalid={certificateErrors.length > 0 || undefined}
                      aria-describedby={certificateErrors.length > 0 ? `certificate-${carrier.id}-error` : `aeo-hint-${carrier.id}`}
                      className={inputClass}
                    />
                    <FieldMessages id={`certificate-${carrier.id}-error`} messages={certificateErrors} />
                  </div>
                  <div>
                    <label htmlFor={`expires-${carrier.id}`} className="block text-sm font-semibold">
                      {t("adminUsers.aeoExpires")}
                    </label>
                    <input
                      id={`expires-${carrier.id}`}
                      name="expires_on"
                      type="date"
                      min="2000-01-01"
                      max="2099-12-31"
                      defaultValue={typed(reply, form, "expires_on") ?? carrier.aeo_expires_on ?? ""}
                      aria-invalid={expiresErrors.length > 0 || undefined}
                      aria-describedby={expiresErrors.length > 0 ? `expires-${carrier.id}-error` : `aeo-hint-${carrier.id}`}
                      className={inputClass}
                    />
                    <FieldMessages id={`expires-${carrier.id}-error`} messages={expiresErrors} />
                  </div>
                  <p id={`aeo-hint-${carrier.id}`} className="text-sm text-slate-700 sm:col-span-2">
                    {t("adminUsers.aeoClear")}
                  </p>
                  <div className="sm:col-span-2">
                    <button type="submit" disabled={pending} className={buttonClass}>
                      {t("adminUsers.aeoSave")}
                    </button>
                  </div>
                </fieldset>
              </Form>
            </div>
          );
        })}
      </section>

      <section aria-labelledby="role-heading" className={sectionClass}>
        <h2 id="role-heading" className={headingClass}>
          {t("adminUsers.role")}
        </h2>
        <ActionReply reply={reply} form="role" />
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="role" />
          <div>
            <label htmlFor="role" className="block text-sm font-semibold">
              {t("adminUsers.role")}
            </label>
            <select id="role" name="role" defaultValue={typed(reply, "role", "role") ?? user.role} className={inputClass}>
              {(["user", "operator", "admin"] as const).map((role) => (
                <option key={role} value={role}>
                  {t(`adminUsers.roles.${role}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" disabled={pending} className={buttonClass}>
            {t("adminUsers.saveRole")}
          </button>
        </Form>
        {user.role === "operator" ? (
          <>
            <ActionReply reply={reply} form="checkpoints" />
            <Form method="post">
              <input type="hidden" name="intent" value="checkpoints" />
              <fieldset>
                <legend className="font-semibold">{t("adminUsers.checkpoints")}</legend>
                <p className="text-sm text-slate-700">{t("adminUsers.checkpointsHint")}</p>
                <div className="my-2 grid gap-1 sm:grid-cols-2">
                  {checkpoints.map((checkpoint) => (
                    <label key={checkpoint.slug} className="flex items-center gap-2">
                      <input type="checkbox" name="checkpoints" value={checkpoint.slug} defaultChecked={operatorAt.has(checkpoint.slug)} className="size-4" />
                      {checkpoint.name}
                    </label>
                  ))}
                </div>
              </fieldset>
              <button type="submit" disabled={pending} className={buttonClass}>
                {t("adminUsers.saveCheckpoints")}
              </button>
            </Form>
          </>
        ) : null}
      </section>

      <section aria-labelledby="sessions-heading" className={sectionClass}>
        <h2 id="sessions-heading" className={headingClass}>
          {t("adminUsers.sessions")}
        </h2>
        <p>{t("adminUsers.liveSessions", { count: user.live_sessions })}</p>
        <ActionReply reply={reply} form="sessions" />
        <Form method="post">
          <input type="hidden" name="intent" value="sessions" />
          <button type="submit" disabled={pending} className={buttonClass}>
            {t("adminUsers.endSessions")}
          </button>
        </Form>
      </section>
    </div>
  );
}
