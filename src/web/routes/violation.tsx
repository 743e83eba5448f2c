/** /account/violations/{id}/{page}: one violation or blocking; `page` is the list page to go back to. */
import { useTranslation } from "react-i18next";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { formatDate } from "../format.ts";
import { routeTitleMeta } from "../page-title.ts";
import { loadItem } from "../load-item.server.ts";
import type { Violation } from "../profile/violation-types.ts";
import type { Route } from "./+types/violation";

export async function loader({ context, params }: Route.LoaderArgs) {
  const violation = await loadItem<Violation>(getWeb(context).api, `/violations/${encodeURIComponent(params.id)}`);
  return { violation, page: Math.max(1, Number(params.page) || 1) };
}

export const handle = { features: ["violations"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function ViolationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { violation, page } = loaderData;
  const row = "grid gap-1 sm:grid-cols-[12rem_1fr]";
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <AppLink to={`${href("/account/violations")}${page > 1 ? `?page=${page}` : ""}`} className="text-brand-800 underline">
        {t("violations.back")}
      </AppLink>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{violation.name}</h1>
      <dl className="space-y-2 rounded border border-slate-200 bg-white p-5">
        <div className={row}>
          <dt className="font-medium text-slate-700">{t("violations.subject")}</dt>
          <dd>{violation.subject}</dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-slate-700">{t("violations.date")}</dt>
          <dd>{formatDate(violation.occurred_at, locale)}</dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-slate-700">{t("violations.description")}</dt>
          <dd>
            {violation.description}
            {violation.note ? <span className="mt-1 block text-slate-700">{violation.note}</span> : null}
          </dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-slate-700">{t("violations.status")}</dt>
          <dd>{t(`violations.statuses.${violation.status}`)}</dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-slate-700">{t("violations.term")}</dt>
          <dd>{t("violations.termUntil", { date: formatDate(violation.ends_at, locale), days: violation.term_days })}</dd>
        </div>
        {violation.closed_reason ? (
          <div className={row}>
            <dt className="font-medium text-slate-700">{t("violations.closedReason")}</dt>
            <dd className="whitespace-pre-line break-words">{violation.closed_reason}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
