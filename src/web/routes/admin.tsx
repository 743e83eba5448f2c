/** /admin: the administration console's home: what it is for, and its sections. */
import { useTranslation } from "react-i18next";
import { ADMIN_SECTIONS } from "../admin/sections.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { routeTitleMeta } from "../page-title.ts";

export const meta = routeTitleMeta;

export default function AdminHome() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.adminHome")}</h1>
      <p className="max-w-prose">{t("admin.intro")}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {ADMIN_SECTIONS.filter((section) => section.path !== "/admin").map((section) => (
          <li key={section.id}>
            <AppLink to={href(section.path)} className="block rounded border border-slate-300 p-4 font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50">
              {t(`pages.${section.id}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
