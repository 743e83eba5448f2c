/**
 * The share panel of an entry's page (/queues/{id}): what sharing shows and to whom; without a
 * link a 'Create link' form, with one the link (a readonly input, selectable without JavaScript,
 * copied with a button once the page has hydrated), its QR code for the dispatcher's screen and
 * 'Revoke'. The forms post to /queues/{id}/share, which redirects back here with a toast.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { SectionCard } from "../../components/section-card.tsx";
import { useHydrated } from "../../components/use-hydrated.ts";
import { useLocale } from "../../components/use-locale.ts";
import type { ShareLinkView } from "./share-link.server.ts";

const primaryButton =
  "rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-3 focus:outline-offset-2 focus:outline-accent aria-disabled:opacity-70";
const secondaryButton =
  "rounded border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus:outline-3 focus:outline-offset-2 focus:outline-accent";
const dangerButton =
  "rounded border border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 focus:outline-3 focus:outline-offset-2 focus:outline-accent aria-disabled:opacity-70";

export function ShareLinkPanel({ entryId, link }: { entryId: number; link: ShareLinkView | null }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const action = href(`/queues/${entryId}/share`);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <SectionCard id="share" title={t("share.panel.title")}>
      <p>{t("share.panel.explain")}</p>
      <p>{t("share.panel.audience")}</p>
      {link ? (
        <>
          <LinkField url={link.url} />
          <figure className="space-y-2">
            <img
              src={`data:image/svg+xml,${encodeURIComponent(link.qrSvg)}`}
              alt={t("share.panel.qrLabel")}
              width={192}
              height={192}
              className="size-48 border border-slate-200 bg-white"
            />
            <figcaption className="text-sm text-slate-700">{t("share.panel.qrHint")}</figcaption>
          </figure>
          <Form method="post" action={action} className="space-y-2">
            <p className="text-sm text-slate-700">{t("share.panel.revokeHint")}</p>
            <button type="submit" name="intent" value="revoke" aria-disabled={pending} className={dangerButton}>
              {t("share.panel.revoke")}
            </button>
          </Form>
        </>
      ) : (
        <Form method="post" action={action}>
          <button type="submit" name="intent" value="create" aria-disabled={pending} className={primaryButton}>
            {pending ? t("common.sending") : t("share.panel.create")}
          </button>
        </Form>
      )}
    </SectionCard>
  );
}

/** The link in a readonly input (select it to copy without JavaScript) and, once hydrated, a 'Copy' button. */
function LinkField({ url }: { url: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"copied" | "copyFailed" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      setCopied("copyFailed");
    }
  };
  return (
    <div className="space-y-2">
      <label htmlFor="share-link-url" className="block font-semibold">
        {t("share.panel.linkLabel")}
      </label>
      <div className="flex max-w-xl flex-wrap gap-2">
        <input
          id="share-link-url"
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 basis-64 rounded border border-slate-500 bg-white px-3 py-2 font-mono text-sm focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700"
        />
        {hydrated ? (
          <button type="button" onClick={() => void copy()} className={secondaryButton}>
            {t("share.panel.copy")}
          </button>
        ) : null}
      </div>
      <p role="status" className="min-h-6 text-sm font-semibold text-brand-800">
        {copied ? t(`share.panel.${copied}`) : ""}
      </p>
    </div>
  );
}
