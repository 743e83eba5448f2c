/** /admin/news/{id} (and /admin/news/new): a news item's editor. */
import { ContentEditor, Denied } from "../admin/content-editor.tsx";
import { contentItemAction, loadContentItem } from "../admin/content-editor.server.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-news-item";

export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadContentItem(getWeb(context), url, "news", params.id);
}

export async function action({ context, url, params, request }: Route.ActionArgs) {
  return contentItemAction(getWeb(context), url, request, "news", params.id);
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
      kindId="news"
      isNew={loaderData.id === "new"}
      item={loaderData.item}
      values={loaderData.values}
      topics={loaderData.topics}
      reply={actionData}
    />
  );
}
