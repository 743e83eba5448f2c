/** /admin/faq-topics: the FAQ's topics (the sections of /faq) in their order, with how many questions each has. */
import { useTranslation } from "react-i18next";
import type { FaqTopic } from "../../domain/admin/faq-topic-form.ts";
import { readAsAdmin } from "../admin/admin-api.server.ts";
import { AdminList, AdminPager } from "../admin/admin-list.tsx";
import { listPage } from "../admin/content-editor.server.ts";
import { BUTTON } from "../admin/content-list.tsx";
import { Denied } from "../admin/denied.tsx";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-faq-topics";

export async function loader({ context, url }: Route.LoaderArgs) {
  return { read: await readAsAdmin<{ data: FaqTopic[]; meta: { page: number; per_page: number; total: number } }>(getWeb(context), url, "/admin/faq-topics", { page: listPage(url) }) };
}

export const handle = { features: ["admin", "adminContent"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminFaqTopics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { read } = loaderData;
  if (!read.ok) return <Denied message={read.message} />;
  const { data: topics, meta } = read.value;
  const title = t("pages.adminFaqTopics");
  return (
    <div className="space-y-6">
      <p>
        <AppLink to={href("/admin/faq")} className="text-sm text-brand-800 underline underline-offset-2">
          {t("pages.adminFaq")}
        </AppLink>
      </p>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <p>
        <AppLink to={href("/admin/faq-topics/new")} className={`inline-block ${BUTTON}`}>
          {t("adminContent.add")}
        </AppLink>
      </p>
      <AdminList
        title={title}
        total={t("adminContent.total", { count: meta.total })}
        empty={t("adminContent.empty")}
        columns={[t("adminContent.title"), t("adminContent.slug"), t("adminContent.position"), t("adminContent.topicEntries")]}
      >
        {topics.map((topic) => (
          <tr key={topic.id} className="border-b border-slate-200 align-top">
            <td className="p-2">
              <AppLink to={href(`/admin/faq-topics/${topic.id}`)} className="font-semibold text-brand-800 underline underline-offset-2">
                {topic.title[locale]}
              </AppLink>
            </td>
            <td className="p-2">
              <code className="text-xs">{topic.slug}</code>
            </td>
            <td className="p-2">{topic.position}</td>
            <td className="p-2">{topic.entries}</td>
          </tr>
        ))}
      </AdminList>
      <AdminPager page={meta.page} total={meta.total} perPage={meta.per_page} pageHref={(n) => `${href("/admin/faq-topics")}?page=${n}`} />
    </div>
  );
}
