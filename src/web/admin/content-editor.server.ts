/**
 * The loaders and actions of the console's content screens (news, FAQ entries, pages): a list, and
 * an editor whose form works before JavaScript loads. "Preview" renders the Markdown on the server;
 * "Save" sends the form to the API and keeps what was typed when it is refused (messages per
 * field; a stale edit shows the current version); "Delete" asks to confirm first.
 */
import { data } from "react-router";
import { localizePath } from "../../domain/locale-routing.ts";
import type { WebContext } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { loginRedirect } from "../forms/api-submission.server.ts";
import { ApiError } from "../platform/api-client.ts";
import { readAsAdmin } from "./admin-api.server.ts";
import { apiBody, CONTENT_KINDS, formValues, itemValues, type AdminContentItem, type ContentKindId, type FormValues } from "./content-kinds.ts";

export interface Topic {
  id: number;
  slug: string;
  title: string;
}

interface ListBody {
  data: AdminContentItem[];
  meta: { page: number; per_page: number; total: number };
  topics?: Topic[];
}

export async function loadContentList(web: WebContext, url: URL, kindId: ContentKindId) {
  const page = Number(url.searchParams.get("page") ?? "1");
  const read = await readAsAdmin<ListBody>(web, url, CONTENT_KINDS[kindId].path, { page: Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1 });
  return { kindId, read };
}

export async function loadContentItem(web: WebContext, url: URL, kindId: ContentKindId, id: string) {
  const kind = CONTENT_KINDS[kindId];
  const isNew = id === "new";
  if (!isNew && !/^[1-9]\d{0,9}$/.test(id)) throw data(null, { status: 404 });
  const item = isNew ? ({ ok: true, value: { data: null } } as const) : await readAsAdmin<{ data: AdminContentItem }>(web, url, `${kind.path}/${id}`);
  const topics = kind.topic ? await readAsAdmin<ListBody>(web, url, kind.path) : null;
  if (!item.ok) return { kindId, id, denied: item.message, values: {} as FormValues, item: null, topics: [] as Topic[] };
  return {
    kindId,
    id,
    denied: null,
    values: itemValues(kind, item.value.data),
    item: item.value.data,
    topics: topics?.ok ? (topics.value.topics ?? []) : [],
  };
}

export interface EditorReply {
  values: FormValues;
  preview?: boolean;
  confirmDelete?: boolean;
  message?: string;
  errors?: Record<string, string[]>;
  /** A stale edit: the item as it is now. */
  current?: AdminContentItem;
}

export async function contentItemAction(web: WebContext, url: URL, request: Request, kindId: ContentKindId, id: string) {
  const kind = CONTENT_KINDS[kindId];
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  const values = formValues(kind, formData);
  const isNew = id === "new";
  if (intent === "preview") return { values, preview: true } satisfies EditorReply;
  if (intent === "delete") return { values, confirmDelete: true } satisfies EditorReply;
  try {
    if (intent === "delete-confirmed" && !isNew) {
      await web.api.delete(`${kind.path}/${id}`, { toastErrors: false, query: { version: values.version ?? "" } });
      return redirectWithFlash(web, localizePath(kind.path, web.locale), "adminContent.deleted");
    }
    if (isNew) {
      const created = await web.api.post<{ data: AdminContentItem }>(kind.path, apiBody(kind, values, false), { toastErrors: false });
      return redirectWithFlash(web, localizePath(`${kind.path}/${created!.data.id}`, web.locale), "adminContent.saved");
    }
    await web.api.put(`${kind.path}/${id}`, apiBody(kind, values, true), { toastErrors: false });
    return redirectWithFlash(web, localizePath(`${kind.path}/${id}`, web.locale), "adminContent.saved");
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw loginRedirect(web.locale, url);
    const current = error.body.current as AdminContentItem | undefined;
    // A stale edit: the form keeps what was typed and now edits the current version (saving again overwrites it knowingly).
    const kept = current ? { ...values, version: current.version } : values;
    return data({ values: kept, message: error.body.message, errors: error.body.errors, current } satisfies EditorReply, { status: error.status });
  }
}
