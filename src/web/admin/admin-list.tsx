/**
 * A console list: how many were found (a status a screen reader hears after a search), the table
 * (scrolling sideways by itself on a phone) or the words for none, and the pages' links. The
 * rows are the page's own `<tr>`s; a page that gives `cards` (its own `<li>`s, one per row) shows
 * them instead of the table below 640 px, where a table of many columns is read a bit at a time.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AppLink } from "../components/app-link.tsx";
import { ScrollingTable } from "../components/scrolling-table.tsx";

export function AdminList({
  title,
  total,
  empty,
  columns,
  cards,
  children,
}: {
  title: string;
  total: string;
  empty: string;
  columns: readonly string[];
  cards?: ReactNode[];
  children: ReactNode[];
}) {
  return (
    <>
      <p role="status">{total}</p>
      {children.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          {cards ? (
            <ul aria-label={title} className="space-y-3 sm:hidden">
              {cards}
            </ul>
          ) : null}
          <ScrollingTable title={title} className={cards ? "hidden sm:block" : undefined}>
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b-2 border-slate-400">
                  {columns.map((column) => (
                    <th key={column} scope="col" className="p-2">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{children}</tbody>
            </table>
          </ScrollingTable>
        </>
      )}
    </>
  );
}

/** Links to the previous and the next page of a list, when it has more than one. */
export function AdminPager({ page, total, perPage, pageHref }: { page: number; total: number; perPage: number; pageHref: (page: number) => string }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("admin.audit.page", { page, pages })} className="flex items-center gap-4">
      {page > 1 ? <AppLink to={pageHref(page - 1)}>{t("admin.audit.previous")}</AppLink> : null}
      <span>{t("admin.audit.page", { page, pages })}</span>
      {page < pages ? <AppLink to={pageHref(page + 1)}>{t("admin.audit.next")}</AppLink> : null}
    </nav>
  );
}
