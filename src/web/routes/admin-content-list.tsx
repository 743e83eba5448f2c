/** /admin/news, /admin/faq, /admin/pages: the items of a kind of content, published or not, with the languages each lacks. */
import { loadContentList } from "../admin/content-editor.server.ts";
import { contentKindOfPath } from "../admin/content-kinds.ts";
import { ContentList } from "../admin/content-list.tsx";
import { Denied } from "../admin/denied.tsx";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-content-list";

export async function loader({ context, url, request }: Route.LoaderArgs) {
  return loadContentList(getWeb(context), url, contentKindOfPath(new URL(request.url).pathname));
}

export const handle = { features: ["admin", "adminContent"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminContentList({ loaderData }: Route.ComponentProps) {
  const { read, kindId } = loaderData;
  if (!read.ok) return <Denied message={read.message} />;
  const { data, meta } = read.value;
  return <ContentList kindId={kindId} items={data} page={meta.page} perPage={meta.per_page} total={meta.total} />;
}
