/**
 * A decision with a text, as the console takes it on a review (approve, or reject with a reason)
 * and on a feedback message (send the answer, or close it): the text, then a button per decision,
 * the first the main one. The pressed button is the form's `intent`; the page's schema says which
 * decisions need the text. Works before JavaScript loads (the route's action parses the same schema).
 */
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { ErrorSummary, SubmitButton, TextAreaField } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { usePageForm } from "../forms/use-page-form.ts";

export function DecisionForm<Schema extends z.ZodType<Record<string, unknown>>>({
  id,
  schema,
  reply,
  text,
  decisions,
  version,
  notice,
}: {
  id: string;
  schema: Schema;
  /** The action's reply (this form's only when it names this form). */
  reply: FormReply | undefined;
  /** The text field: its name in the schema, label, and the most characters the schema takes (none: the buttons alone). */
  text?: { name: keyof z.input<Schema> & string; label: string; maxLength: number; rows?: number };
  /** The buttons, the main decision first. */
  decisions: ReadonlyArray<{ intent: string; label: string }>;
  /** The version the edit starts from, for a stale-edit check (a hidden field). */
  version?: string;
  /** Shown between the error summary and the form (a stale edit's differences). */
  notice?: ReactNode;
}) {
  const { form, fields, pending, formProps, summary } = usePageForm(id, schema, reply?.form === id ? reply : undefined);
  const field = text && (fields as Record<string, FieldMetadata<unknown>>)[text.name]!;
  // Only the button pressed says it is sending.
  const pressed = useNavigation().formData?.get("intent");
  return (
    <div className="space-y-3">
      <ErrorSummary form={form} fields={text && field ? [{ field, label: text.label }] : []} summary={summary} />
      {notice}
      <Form method="post" {...formProps} className="space-y-3">
        {version === undefined ? null : <input type="hidden" name="version" value={version} key={version} />}
        {text && field ? <TextAreaField field={field} label={text.label} rows={text.rows ?? 4} maxLength={text.maxLength} /> : null}
        <div className="flex flex-wrap gap-2">
          {decisions.map((decision, index) => (
            <SubmitButton key={decision.intent} intent={decision.intent} variant={index === 0 ? "primary" : "secondary"} pending={pending && pressed === decision.intent}>
              {decision.label}
            </SubmitButton>
          ))}
        </div>
      </Form>
    </div>
  );
}
