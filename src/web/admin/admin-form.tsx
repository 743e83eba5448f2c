/**
 * The console's edit forms for checkpoints, lanes and waiting areas: plain POST forms (they work
 * before JavaScript loads) whose action turns the fields into the API's JSON and sends it. What the
 * API refuses comes back with what was typed: the messages per field (422), or a stale edit (409)
 * with the item as it is now, shown beside the form that keeps the typed values.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface AdminFormReply {
  form: string;
  ok: boolean;
  /** The fields as typed (on a refusal). */
  values?: Record<string, string>;
  errors?: Record<string, string[]>;
  message?: string;
  code?: string;
  /** With a stale edit: the item as it is now. */
  current?: Record<string, unknown>;
  /** A key issued: shown this once. */
  key?: string;
}

/** The form's fields as typed: every string entry, by name (a repeated name joins its values with ","). */
export function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value !== "string") continue;
    values[name] = name in values ? `${values[name]},${value}` : value;
  }
  return values;
}

/** A form's reply to show: the one this form answered. */
export const replyOf = (reply: AdminFormReply | undefined, form: string) => (reply?.form === form ? reply : undefined);

export function fieldId(form: string, name: string) {
  return `${form}-${name.replace(/[^\w-]/g, "-")}`;
}

/** What a field shows first: what was typed (after a refusal), else the item's value. */
export function valueOf(reply: AdminFormReply | undefined, name: string, fallback: string): string {
  return reply && !reply.ok && reply.values ? (reply.values[name] ?? "") : fallback;
}

export function TextInput({
  form,
  name,
  label,
  reply,
  value,
  hint,
  inputMode,
  type = "text",
}: {
  form: string;
  name: string;
  label: string;
  reply: AdminFormReply | undefined;
  value: string;
  hint?: string;
  inputMode?: "numeric" | "decimal";
  type?: "text" | "number";
}) {
  const id = fieldId(form, name);
  const error = reply?.errors?.[name]?.[0];
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mb-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        defaultValue={valueOf(reply, name, value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="w-full rounded border border-slate-500 px-2 py-1.5 aria-[invalid=true]:border-red-700"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Checkbox({ form, name, label, reply, checked }: { form: string; name: string; label: string; reply: AdminFormReply | undefined; checked: boolean }) {
  const id = fieldId(form, name);
  const typed = reply && !reply.ok && reply.values ? reply.values[name] === "on" : checked;
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" name={name} defaultChecked={typed} className="h-5 w-5" />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The refusal above a form: the message, the fields' messages as links to them; focused when it appears. */
export function FormOutcome({ form, reply, labels, savedText }: { form: string; reply: AdminFormReply | undefined; labels: Record<string, string>; savedText?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reply && !reply.ok) ref.current?.focus();
  }, [reply]);
  if (!reply) return null;
  if (reply.ok) {
    return (
      <p role="status" className="rounded border-l-4 border-green-700 bg-green-50 p-3 font-semibold">
        {savedText ?? t("admin.saved")}
      </p>
    );
  }
  const fields = Object.entries(reply.errors ?? {});
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded border-4 border-red-700 bg-white p-4">
      <h2 className="text-lg font-bold">{reply.code === "stale-edit" ? t("admin.staleEdit") : (reply.message ?? t("forms.errorSummary"))}</h2>
      {fields.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {fields.map(([name, messages]) => (
            <li key={name}>
              <a href={`#${fieldId(form, name)}`} className="font-semibold text-red-700 underline">
                {labels[name] ?? name}: {messages[0]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {reply.current ? (
        <details open className="mt-3">
          <summary className="font-semibold">{t("admin.current")}</summary>
          <pre className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap break-words text-xs">{JSON.stringify(reply.current, null, 1)}</pre>
        </details>
      ) : null}
    </div>
  );
}

export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded border border-slate-300 p-4">
      <legend className="px-1 font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function SaveButton({ children, name, value }: { children: ReactNode; name?: string; value?: string }) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus:outline-3 focus:outline-offset-2 focus:outline-accent"
    >
      {children}
    </button>
  );
}
