/**
 * The action's side of deleting an item in two steps (confirm-deletion.tsx): "delete" asks to
 * confirm; "delete-confirmed" deletes at the version shown and goes to the list with a toast, or
 * answers the API's refusal (a stale version: 409 with the current item) as the deletion's reply.
 */
import { contentDeleteSchema } from "../../domain/admin/content-form.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import type { WebContext } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { DELETE_FORM, type ConfirmDelete } from "./content-editor-reply.ts";

/** The answer to a deletion's step, or null when the form sent is not one (`apiPath`: the item's; `listPath`: the console's list). */
export async function deletionStep(web: WebContext, url: URL, formData: FormData, { apiPath, listPath }: { apiPath: string; listPath: string }) {
  const intent = formData.get("intent");
  if (intent === "delete") return { confirmDelete: true } satisfies ConfirmDelete;
  if (intent !== "delete-confirmed") return null;
  const outcome = await submitForm(formData, contentDeleteSchema, (form) => web.api.delete(apiPath, { query: { version: form.version ?? "" } }), {
    page: { locale: web.locale, url },
    form: DELETE_FORM,
  });
  return outcome.ok ? redirectWithFlash(web, localizePath(listPath, web.locale), "adminContent.deleted") : outcome.reply;
}
