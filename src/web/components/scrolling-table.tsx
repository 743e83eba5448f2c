/**
 * The box of a table that may be wider than a phone's screen: it scrolls sideways by itself, never
 * the page. The keyboard can reach it (a stop of its own, so the arrow keys scroll it, WCAG 2.1.1)
 * and a screen reader hears what it is: a region named after the table. Positioned, so that the
 * table's screen-reader-only texts (absolutely placed) stay inside it instead of widening the page.
 * A shadow on either side says that more of the table is there (app.css, `.scroll-shadows`).
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export function ScrollingTable({ title, className = "", children }: { title: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="region" aria-label={t("common.scrollingTable", { title })} tabIndex={0} className={`scroll-shadows relative overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
