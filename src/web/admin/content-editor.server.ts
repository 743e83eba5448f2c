/**
 * The loaders and the action of the console's content screens (news, FAQ entries, pages): a list,
 * and an editor whose form works before JavaScript loads. The kind's one schema
 * (src/domain/admin/content-form.ts) checks the form here as in the browser; "Save" sends it to the
 * API and keeps what was typed when it is refused (messages per field; a stale edit answers the
 * current version); "Preview" renders what was typed on the server; "Delete" asks to confirm first.
 */
import { data } from "react-router";
import { CONTENT_FORM_SCHEMAS, contentBody } from "../../domain/admin/content-form.ts";
import type { FaqTopic } from "../../domain/admin/faq-topic-form.ts";
import { localizePath } from "../../domain/locale-routing.ts";
import type { WebContext } from "../context.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { parseForm } from "../forms/parse-form.ts";
import { readAsAdmin } from "./admin-api.server.ts";
import { CONTENT_FORM, type EditorReply } from "./content-editor-reply.ts";
import { deletionStep } from "./confirm-deletion.server.ts";
import { CONTENT_KINDS, type AdminContentItem, type ContentKindId } from "./content-kinds.ts";

interface ListBody {
  data: AdminContentItem[];
  meta: { page: number; per_page: number; total: number };
}

/** A list's page asked for in the address (the first if it is not one). */
export function listPage(url: URL): number {
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1;
}

export async function loadContentList(web: WebContext, url: URL, kindId: ContentKindId) {
  const read = await readAsAdmin<ListBody>(web, url, CONTENT_KINDS[kindId].path, { page: listPage(url) });
  return { kindId, read };
}

export async function loadContentItem(web: WebContext, url: URL, kindId: ContentKindId, id: string) {
  const kind = CONTENT_KINDS[kindId];
  if (id !== "new" && !/^[1-9]\d{0,9}$/.test(id)) throw data(null, { status: 404 });
  const item = id === "new" ? ({ ok: true, value: { data: null } } as const) : await readAsAdmin<{ data: AdminContentItem }>(web, url, `${kind.path}/${id}`);
  if (!item.ok) return { kindId, denied: item.message, item: null, topics: [] as FaqTopic[] };
  const topics = kind.topic ? await readAllTopics(web, url) : [];
  return { kindId, denied: null, item: item.value.data, topics };
}

/** Every FAQ topic, for the entry editor's select (the API lists them a page at a time). */
async function readAllTopics(web: WebContext, url: URL): Promise<FaqTopic[]> {
  const topics: FaqTopic[] = [];
  for (let page = 1; ; page += 1) {
    const read = await readAsAdmin<{ data: FaqTopic[]; meta: ListBody["meta"] }>(web, url, "/admin/faq-topics", { page });
    if (!read.ok) return topics;
    topics.push(...read.value.data);
    const { per_page: perPage, total } = read.value.meta;
    if (read.value.data.length < perPage || page * perPage >= total) return topics;
  }
}

export async function contentItemAction(web: WebContext, url: URL, request: Request, kindId: ContentKindId, id: string) {
  const kind = CONTENT_KINDS[kindId];
  const schema = CONTENT_FORM_SCHEMAS[kindId];
  const formData = await request.formData();
  const intent = formData.get("intent");
  const isNew = id === "new";
  const page = { locale: web.locale, url };

  if (intent === "preview") {
    // A preview sends nothing and checks nothing: the form shows what was typed, rendered below it.
    const typed = parseForm(formData, schema).reply().initialValue;
    return { result: { initialValue: typed }, form: CONTENT_FORM, preview: true } satisfies EditorReply;
  }
  const deletion = isNew ? null : await deletionStep(web, url, formData, { apiPath: `${kind.path}/${id}`, listPath: kind.path });
  if (deletion) return deletion;

  const outcome = await submitForm(
    formData,
    schema,
    (form) =>
      isNew
        ? web.api.post<{ data: AdminContentItem }>(kind.path, contentBody(kind, form, false))
        : web.api.put<{ data: AdminContentItem }>(`${kind.path}/${id}`, contentBody(kind, form, true)),
    { page, form: CONTENT_FORM },
  );
  if (!outcome.ok) return outcome.reply;
  return redirectWithFlash(web, localizePath(`${kind.path}/${outcome.value?.data.id ?? id}`, web.locale), "adminContent.saved");
}
