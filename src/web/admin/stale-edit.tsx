/**
 * A console form's stale edit (409 `stale-edit`): another administrator saved the item while this
 * one was editing it. The form keeps what was typed and now edits the current version (saving
 * again overwrites it knowingly); this shows, field by field, where the current version differs
 * from what was typed.
 */
import { useTranslation } from "react-i18next";
import type { FormReply } from "../forms/form-reply.ts";

/** A form's values by field name ("weights.general", "name.uk"), from Conform's nested values. */
export function flatValues(value: unknown, prefix = ""): Record<string, string> {
  if (value === null || value === undefined) return prefix ? { [prefix]: "" } : {};
  if (Array.isArray(value)) return prefix ? { [prefix]: value.map(String).join(",") } : {};
  if (typeof value === "object") {
    return Object.assign({}, ...Object.entries(value).map(([name, inner]) => flatValues(inner, prefix ? `${prefix}.${name}` : name))) as Record<string, string>;
  }
  return prefix ? { [prefix]: String(value) } : {};
}

/**
 * The version an edit goes on from: the current one after a stale edit; after another reply (a
 * refusal, a preview), the one the form was sent with: the page's item may have been read again
 * meanwhile, and another administrator's change must not pass unseen; else the one loaded.
 */
export function editedVersion(reply: FormReply | undefined, loaded: string): string {
  const current = reply?.code === "stale-edit" ? reply.current?.version : undefined;
  if (typeof current === "string") return current;
  const sent = reply?.result.initialValue?.version;
  return typeof sent === "string" && sent !== "" ? sent : loaded;
}

export function StaleEdit<Item>({
  reply,
  labels,
  formValues,
}: {
  reply: FormReply | undefined;
  /** The form's fields by name, with their labels (in the form's order). */
  labels: Record<string, string>;
  /** The current item as the form's fields would hold it (the page's defaults of an item). */
  formValues: (item: Item) => object;
}) {
  const { t } = useTranslation();
  if (reply?.code !== "stale-edit" || !reply.current) return null;
  const current = flatValues(formValues(reply.current as Item));
  const typed = flatValues(reply.result.initialValue);
  const differing = Object.entries(labels).filter(([name]) => name in current && (current[name] ?? "") !== (typed[name] ?? ""));
  return (
    <section aria-labelledby="stale-edit-title" className="rounded border-l-4 border-amber-600 bg-amber-50 p-4">
      <h2 id="stale-edit-title" className="font-semibold">
        {t("admin.current")}
      </h2>
      <p className="mt-1">{t("admin.staleEdit")}</p>
      {differing.length > 0 ? (
        <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {differing.map(([name, label]) => (
            <div key={name} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="whitespace-pre-wrap break-words">{current[name] === "on" ? "✓" : current[name] || "—"}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
