/**
 * The actions open on an entry now (the API's `actions`, from the state machine): confirm
 * readiness; extend and cancel after a prompt; replace the driver or vehicle (the edit wizard).
 * With JavaScript a prompt is a native modal <dialog> (focus inside, Escape closes, focus back on
 * the button); without it the button is a link to the same page with `?confirm=<action>`, which
 * shows the prompt as a section with the same form.
 */
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation, useNavigation } from "react-router";
import { AppLink } from "../../components/app-link.tsx";
import { useHydrated } from "../../components/use-hydrated.ts";
import { useLocale } from "../../components/use-locale.ts";
import { useMessage } from "../../forms/form-fields.tsx";
import type { FormReply } from "../../forms/form-reply.ts";
import type { QueueEntry } from "./entry-types.ts";

type PromptAction = "extend" | "cancel";

const focusRing = "focus:outline-3 focus:outline-offset-2 focus:outline-accent";
const primaryClass = `inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-70 ${focusRing}`;
const secondaryClass = `inline-block rounded border-2 border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 ${focusRing}`;
const dangerClass = `inline-block rounded border-2 border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 ${focusRing}`;

/** Whether this page is submitting `intent` for `entry` right now. */
function useSubmitting(entry: number, intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent && navigation.formData.get("entry") === String(entry);
}

export function EntryActions({ entry, reply, describedBy }: { entry: QueueEntry; reply: FormReply | undefined; describedBy?: string }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { actions } = entry;
  const confirming = useSubmitting(entry.id, "confirm");
  const canChange = actions.change_drivers || actions.change_vehicle;
  if (!actions.confirm && !actions.extend && !actions.cancel && !canChange && !reply) return null;
  return (
    <div className="space-y-3">
      <Refusal reply={reply} />
      <div className="flex flex-wrap gap-2">
        {actions.confirm ? (
          <Form method="post">
            <input type="hidden" name="entry" value={entry.id} />
            <button type="submit" name="intent" value="confirm" aria-disabled={confirming} aria-describedby={describedBy} className={primaryClass}>
              {confirming ? t("common.sending") : t("queues.actions.confirm")}
            </button>
          </Form>
        ) : null}
        {actions.extend ? <PromptButton entry={entry} action="extend" describedBy={describedBy} /> : null}
        {canChange ? (
          <AppLink to={href(`/queue/${entry.id}/edit`)} aria-describedby={describedBy} className={secondaryClass}>
            {t("queues.actions.change")}
          </AppLink>
        ) : null}
        {actions.cancel ? <PromptButton entry={entry} action="cancel" describedBy={describedBy} /> : null}
      </div>
    </div>
  );
}

/** Why the API refused the action (409: the state machine's reason, in the user's language). */
export function Refusal({ reply }: { reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const message = useMessage();
  const messages = reply ? Object.values(reply.result.error ?? {}).flatMap((errors) => errors ?? []) : [];
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-3">
      <p className="font-semibold">{t("queues.refused")}</p>
      <ul className="list-disc pl-5">
        {messages.map((text) => (
          <li key={text}>{message(text)}</li>
        ))}
      </ul>
    </div>
  );
}

function PromptButton({ entry, action, describedBy }: { entry: QueueEntry; action: PromptAction; describedBy: string | undefined }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const label = t(`queues.actions.${action}`);
  const className = action === "cancel" ? dangerClass : secondaryClass;
  if (!hydrated) {
    return (
      <a href={`${pathname}?confirm=${action}&entry=${entry.id}`} aria-describedby={describedBy} className={className}>
        {label}
      </a>
    );
  }
  const id = `prompt-${action}-${entry.id}`;
  return (
    <>
      <button ref={opener} type="button" aria-haspopup="dialog" aria-describedby={describedBy} onClick={() => dialog.current?.showModal()} className={className}>
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onClose={() => opener.current?.focus()}
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded border border-slate-300 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
      >
        <PromptBody entry={entry} action={action} id={id} onSubmit={() => dialog.current?.close()}>
          <button type="button" onClick={() => dialog.current?.close()} className={secondaryClass}>
            {t(`queues.prompts.${action}.no`)}
          </button>
        </PromptBody>
      </dialog>
    </>
  );
}

/** The prompt without JavaScript: a section of the page (?confirm=extend|cancel&entry=), "no" goes back. */
export function PromptSection({ entry, action }: { entry: QueueEntry; action: PromptAction }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = `prompt-${action}-${entry.id}`;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded border-4 border-amber-600 bg-white p-5">
      <PromptBody entry={entry} action={action} id={id}>
        <AppLink to={pathname} className={secondaryClass}>
          {t(`queues.prompts.${action}.no`)}
        </AppLink>
      </PromptBody>
    </section>
  );
}

function PromptBody({
  entry,
  action,
  id,
  onSubmit,
  children,
}: {
  entry: QueueEntry;
  action: PromptAction;
  id: string;
  onSubmit?: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const submitting = useSubmitting(entry.id, action);
  return (
    <div className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t(`queues.prompts.${action}.title`)}
      </h2>
      <p id={`${id}-text`}>{t(`queues.prompts.${action}.text`, { plate: entry.vehicle.plate, id: entry.id })}</p>
      <Form method="post" onSubmit={onSubmit} className="flex flex-wrap gap-2">
        <input type="hidden" name="entry" value={entry.id} />
        <button type="submit" name="intent" value={action} aria-disabled={submitting} className={action === "cancel" ? `${primaryClass} bg-red-700 hover:bg-red-800` : primaryClass}>
          {submitting ? t("common.sending") : t(`queues.prompts.${action}.yes`)}
        </button>
        {children}
      </Form>
    </div>
  );
}
