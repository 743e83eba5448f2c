/** /admin/news/{id}, /admin/faq/{id}, /admin/pages/{id} (and …/new): the editor of a news item, an FAQ entry or an information page. */
import { editorReplies } from "../admin/confirm-deletion.tsx";
import { ContentEditor } from "../admin/content-editor.tsx";
import type { ConfirmDelete, EditorReply } from "../admin/content-editor-reply.ts";
import { contentItemAction, loadContentItem } from "../admin/content-editor.server.ts";
import { contentKindOfPath } from "../admin/content-kinds.ts";
import { Denied } from "../admin/denied.tsx";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-content-item";

export async function loader({ context, url, params, request }: Route.LoaderArgs) {
  return loadContentItem(getWeb(context), url, contentKindOfPath(new URL(request.url).pathname), params.id);
}

export async function action({ context, url, params, request }: Route.ActionArgs) {
  return contentItemAction(getWeb(context), url, request, contentKindOfPath(new URL(request.url).pathname), params.id);
}

export const handle = { features: ["admin", "adminContent"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const { denied, kindId, item, topics } = loaderData;
  if (denied) return <Denied message={denied} />;
  const reply = actionData as EditorReply | ConfirmDelete | undefined;
  // A deletion refused as stale shows the current version in the form.
  const refreshed = editorReplies(reply).staleDeletion ? `:${item?.version}` : "";
  return <ContentEditor key={`${kindId}:${item?.id ?? "new"}${refreshed}`} kindId={kindId} item={item} topics={topics} reply={reply} />;
}
