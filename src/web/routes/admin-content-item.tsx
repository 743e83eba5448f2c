/** /admin/news/{id}, /admin/faq/{id}, /admin/pages/{id} (and …/new): the editor of a news item, an FAQ entry or an information page. */
import { ContentEditor, Denied } from "../admin/content-editor.tsx";
import { contentItemAction, loadContentItem } from "../admin/content-editor.server.ts";
import { contentKindOfPath } from "../admin/content-kinds.ts";
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
  if (loaderData.denied) return <Denied message={loaderData.denied} />;
  return (
    <ContentEditor
      key={loaderData.item?.version ?? "new"}
      kindId={loaderData.kindId}
      isNew={loaderData.id === "new"}
      item={loaderData.item}
      values={loaderData.values}
      topics={loaderData.topics}
      reply={actionData}
    />
  );
}
