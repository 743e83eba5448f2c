/**
 * Removing something from /profile/carrier (a driver, a vehicle, the carrier itself), after a
 * confirmation: with JavaScript a native <dialog> (Escape or 'No' keeps it, focus on the safe answer
 * and back on the link after), without it a confirmation section on the page (`?confirm=driver-{id}`,
 * `vehicle-{id}`, `remove-carrier`). The route's action answers the intent with the item in a hidden
 * field.
 */
import { useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { AppLink } from "../components/app-link.tsx";

/** The query value that shows the confirmation of one item without JavaScript. */
export const confirmRemovalOf = (kind: "driver" | "vehicle", id: number) => `${kind}-${id}`;

export function ConfirmRemoval({
  confirmKey,
  confirming,
  label,
  title,
  intent,
  field,
  body,
  level = 3,
  linkClassName = "rounded border border-red-700 px-3 py-1 text-sm font-semibold text-red-800 hover:bg-red-50",
}: {
  /** `confirmRemovalOf(kind, id)`, or another key of the page's `?confirm=`. */
  confirmKey: string;
  /** The page was asked for this item's confirmation (`?confirm=`). */
  confirming: boolean;
  /** The remove link's text. */
  label: string;
  /** The question. */
  title: string;
  intent: string;
  /** The hidden field naming the item. */
  field: { name: string; value: number };
  /** What removing it means (default: it cannot be undone). */
  body?: string;
  /** The question's heading level on the page. */
  level?: 2 | 3;
  linkClassName?: string;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const params = new URLSearchParams(search);
  params.delete("confirm");
  const rest = params.toString();
  const page = `${pathname}${rest ? `?${rest}` : ""}`;
  const asking = new URLSearchParams(params);
  asking.set("confirm", confirmKey);
  const anchor = `confirm-${confirmKey}`;
  const question = { titleId, title, intent, field, body: body ?? t("removal.body"), level };
  if (confirming) {
    return (
      <section id={anchor} aria-labelledby={titleId} className="w-full rounded border-l-4 border-red-700 bg-red-50 p-4">
        <Question {...question}>
          <AppLink to={page} className="rounded border-2 border-slate-500 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-white">
            {t("profileEdits.keep")}
          </AppLink>
        </Question>
      </section>
    );
  }
  return (
    <>
      <AppLink
        to={`${pathname}?${asking.toString()}#${anchor}`}
        aria-haspopup="dialog"
        className={`inline-block no-underline ${linkClassName}`}
        onClick={(event) => {
          if (!dialog.current) return;
          event.preventDefault();
          opener.current = event.currentTarget;
          dialog.current.showModal();
          // The safe answer has focus: Enter does not remove.
          keep.current?.focus();
        }}
      >
        {label}
      </AppLink>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => opener.current?.focus()}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
      >
        <Question {...question} onSubmit={() => dialog.current?.close()}>
          <button
            ref={keep}
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded border-2 border-slate-500 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
          >
            {t("profileEdits.keep")}
          </button>
        </Question>
      </dialog>
    </>
  );
}

function Question({
  titleId,
  title,
  intent,
  field,
  body,
  level,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  intent: string;
  field: { name: string; value: number };
  body: string;
  level: 2 | 3;
  onSubmit?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="space-y-4">
      <Heading id={titleId} className="text-xl font-bold text-slate-900">
        {title}
      </Heading>
      <p>{body}</p>
      <Form method="post" onSubmit={onSubmit} className="flex flex-wrap items-center gap-3">
        <input type="hidden" name={field.name} value={field.value} />
        <button type="submit" name="intent" value={intent} className="rounded bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
          {t("profileEdits.confirmRemove")}
        </button>
        {children}
      </Form>
    </div>
  );
}
