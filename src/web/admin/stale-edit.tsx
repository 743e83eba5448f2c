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

/** A choice field's options, as its select, radio buttons or boxes show them. */
export type ChoiceOptions = ReadonlyArray<{ value: string; label: string }>;

/** A check box's two states ("on" or empty) in words. */
export function yesNo(t: (key: string) => string): ChoiceOptions {
  return [
    { value: "on", label: t("admin.yes") },
    { value: "", label: t("admin.no") },
  ];
}

/** A field's value as the administrator reads it: a choice by its label, several joined, nothing as a dash. */
export function shownValue(value: string, options?: ChoiceOptions): string {
  if (!options) return value || "—";
  if (value === "") return options.find((option) => option.value === "")?.label ?? "—";
  return value
    .split(",")
    .map((one) => options.find((option) => option.value === one)?.label ?? one)
    .join(", ");
}

export function StaleEdit<Item>({
  reply,
  labels,
  choices = {},
  formValues,
}: {
  reply: FormReply | undefined;
  /** The form's fields by name, with their labels (in the form's order). */
  labels: Record<string, string>;
  /** The options of the form's choice fields and check boxes, by field name, to show a choice by its label. */
  choices?: Record<string, ChoiceOptions>;
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
              <dd className="whitespace-pre-wrap break-words">{shownValue(current[name] ?? "", choices[name])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
