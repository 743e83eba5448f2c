/**
 * /s/{id}: a queue entry shared through its short link (public, read-only). It reads the entry
 * again every minute (SharedEntryView); it is never cached or indexed, and sends no referrer (its
 * address is the capability). An unknown or revoked link is the 404 page.
 */
import type { MetaDescriptor } from "react-router";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { pageMeta } from "../page-title.ts";
import { loadSharedEntry } from "../queue/share/shared-entry.server.ts";
import { SharedEntryView } from "../queue/share/shared-entry-view.tsx";
import type { Route } from "./+types/short-link";
import { layoutData } from "./layout-data.ts";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const shared = await loadSharedEntry(getWeb(context), params.id);
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
