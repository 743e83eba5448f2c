/** /admin/pages: the information pages (about, privacy, terms…), with the languages each lacks. */
import { ContentList, Denied } from "../admin/content-editor.tsx";
import { loadContentList } from "../admin/content-editor.server.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/admin-pages";

export async function loader({ context, url }: Route.LoaderArgs) {
  return loadContentList(getWeb(context), url, "pages");
}

export const handle = { features: ["admin", "adminContent"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function AdminContentList({ loaderData }: Route.ComponentProps) {
  const { read } = loaderData;
  if (!read.ok) return <Denied message={read.message} />;
  return <ContentList kindId="pages" items={read.value.data} total={read.value.meta.total} />;
}
