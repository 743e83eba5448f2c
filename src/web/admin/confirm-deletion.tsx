/**
 * Deleting an item of the console for good, in two steps that work before JavaScript loads: the
 * Delete button asks the action, which answers `{ confirmDelete }`; the confirmation sends the
 * version shown (confirm-deletion.server.ts), which the API checks: a stale one is refused, and the
 * page then shows the current version, to confirm again knowingly.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { contentDeleteSchema } from "../../domain/admin/content-form.ts";
import { AppLink } from "../components/app-link.tsx";
import { ErrorSummary } from "../forms/form-fields.tsx";
import { usePageForm } from "../forms/use-page-form.ts";
import { CONTENT_FORM, DELETE_FORM, type ConfirmDelete, type EditorReply } from "./content-editor-reply.ts";
import { editedVersion } from "./stale-edit.tsx";

export const DANGER = "rounded border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50";
export const SECONDARY = "rounded border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";

/** An editor page's reply, told apart: its form's, the deletion's, and whether the deletion is being confirmed. */
export function editorReplies(reply: EditorReply | ConfirmDelete | undefined) {
  const formReply = reply && "result" in reply && reply.form === CONTENT_FORM ? reply : undefined;
  const deleteReply = reply && "result" in reply && reply.form === DELETE_FORM ? reply : undefined;
  const confirming = (reply !== undefined && "confirmDelete" in reply) || deleteReply !== undefined;
  // A deletion refused as stale: the page shows the current version (an edit's refusal keeps what was typed).
  const staleDeletion = deleteReply?.code === "stale-edit";
  return { formReply, deleteReply, confirming, staleDeletion };
}

export function DeleteButton() {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <button type="submit" name="intent" value="delete" className={DANGER}>
        {t("adminContent.delete")}
      </button>
    </Form>
  );
}

export function ConfirmDeletion({ version: shown, reply, backTo }: { version: string; reply: EditorReply | undefined; backTo: string }) {
  const { t } = useTranslation();
  const version = editedVersion(reply, shown);
  const { form, formProps, summary } = usePageForm(DELETE_FORM, contentDeleteSchema, reply);
  // Refused for a reason that asking again does not change (a topic that has entries): the reason, and the way back.
  const refused = reply?.code !== undefined && reply.code !== "stale-edit";
  return (
    <section aria-labelledby={refused ? undefined : "confirm-delete"} aria-label={refused ? t("adminContent.delete") : undefined} className="space-y-3 rounded border-2 border-red-700 p-4">
      <ErrorSummary form={form} fields={[]} summary={summary} />
      {refused ? null : (
        <p id="confirm-delete" role="alert" className="font-semibold">
          {t("adminContent.confirmDelete")}
        </p>
      )}
      <Form method="post" {...formProps} className="flex flex-wrap gap-3">
        <input type="hidden" name="version" value={version} key={version} />
        {refused ? null : (
          <button type="submit" name="intent" value="delete-confirmed" className={DANGER}>
            {t("adminContent.confirmYes")}
          </button>
        )}
        <AppLink to={backTo} className={SECONDARY}>
          {t("adminContent.back")}
        </AppLink>
      </Form>
    </section>
  );
}
