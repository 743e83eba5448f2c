/** The console's form pieces: the reply of a form's action (success or refusal) and a field's errors. */
import { useTranslation } from "react-i18next";
import type { AdminActionReply } from "./admin-action.server.ts";

/** The reply of this form's action, if it answered: a status on success, an alert on refusal. */
export function ActionReply({ reply, form }: { reply: AdminActionReply | undefined; form: string }) {
  const { t } = useTranslation();
  if (!reply || reply.form !== form) return null;
  if (reply.ok) {
    return (
      <p role="status" className="rounded border-l-4 border-green-700 bg-green-50 p-3 font-semibold">
        {t(reply.message, reply.data && typeof reply.data === "object" && "ended" in reply.data ? { count: (reply.data as { ended: number }).ended } : {})}
      </p>
    );
  }
  return (
    <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-3">
      <p className="font-semibold">{reply.message}</p>
      {reply.code === "stale-edit" ? <p>{t("admin.current")}</p> : null}
    </div>
  );
}

/** The messages the API gave for one field. */
export function fieldErrors(reply: AdminActionReply | undefined, form: string, field: string): string[] {
  return reply && reply.form === form && !reply.ok ? (reply.errors?.[field] ?? []) : [];
}

export function FieldMessages({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {messages.join(" ")}
    </p>
  );
}

/** What was typed into this form before its action answered (kept on refusal). */
export function typed(reply: AdminActionReply | undefined, form: string, field: string): string | undefined {
  return reply && reply.form === form && !reply.ok ? reply.values?.[field] : undefined;
}

export const inputClass = "w-full rounded border border-slate-500 px-2 py-1.5";
export const buttonClass = "rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800";
