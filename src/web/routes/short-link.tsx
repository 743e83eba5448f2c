/**
 * /s/{id}: a queue entry shared through its short link (public, read-only). It reads the entry
 * again every minute (SharedEntryView); it is never cached or indexed, and sends no referrer (its
 * address is the capability). An unknown or revoked link is the 404 page. A link an administrator
 * made to a page of the portal (/admin/short-links) redirects there.
 */
import { redirect, type MetaDescriptor } from "react-router";
import { ApiError } from "../platform/api-client.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { pageMeta } from "../page-title.ts";
import { loadSharedEntry } from "../queue/share/shared-entry.server.ts";
import { SharedEntryView } from "../queue/share/shared-entry-view.tsx";
import type { Route } from "./+types/short-link";
import { layoutData } from "./layout-data.ts";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  // A link an administrator made to a page of the portal leads there (the visit is counted).
  const page = await web.api.get<{ data: { target_path: string } }>(`/short-links/${encodeURIComponent(params.id)}`, { toastErrors: false }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  if (page) throw redirect(page.data.target_path);
  const shared = await loadSharedEntry(web, params.id);
  return { ...shared, path: url.pathname };
}

export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", "private, no-store");
  headers.set("Referrer-Policy", "no-referrer");
  return headers;
};

export const handle = { features: ["share", "queues"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  const layout = layoutData(matches);
  return [
    ...pageMeta(layout?.pageTitles.shortLink, { name: layout?.app.name ?? "" }),
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function ShortLink({ loaderData }: Route.ComponentProps) {
  return <SharedEntryView entry={loaderData.entry} readAt={loaderData.readAt} refreshHref={loaderData.path} />;
}
