/** What the content editor's action answers (content-editor.server.ts), for its page (content-editor.tsx). */
import type { FormReply } from "../forms/form-reply.ts";

/** The editor's forms: the item's, and the confirmed deletion's. */
export const CONTENT_FORM = "content";
export const DELETE_FORM = "delete";

export interface EditorReply extends FormReply {
  /** What was typed, to render on the server (the preview without JavaScript). */
  preview?: boolean;
}

/** Asked to delete: the page asks to confirm. */
export interface ConfirmDelete {
  confirmDelete: true;
}
