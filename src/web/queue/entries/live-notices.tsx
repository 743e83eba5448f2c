/**
 * Notices as they arrive over the live stream ('queue is delayed', 'you should already be
 * entering the checkpoint', the call-up...), in a polite live region that is on the page from the
 * start, so screen readers announce what is added to it.
 */
import { useTranslation } from "react-i18next";
import type { LiveNotice } from "./entry-types.ts";

export function LiveNotices({ notices }: { notices: readonly LiveNotice[] }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" aria-atomic="false">
      {notices.length > 0 ? (
        <section aria-labelledby="live-notices-heading" className="space-y-2">
          <h2 id="live-notices-heading" className="text-lg font-semibold">
            {t("queues.notices.heading")}
          </h2>
          <ul className="space-y-2">
            {notices.map((notice) => (
              <li key={notice.id} className={`rounded border-l-4 bg-white p-3 ${notice.urgent ? "border-amber-600" : "border-brand-700"}`}>
                <p className="font-semibold">{notice.title}</p>
                <p className="text-sm">{notice.body}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
