/**
 * A link that prefetches the next page's code and data on intent, except on slow connections or
 * with data saver on (SPEC §7).
 */
import { Link, type LinkProps } from "react-router";
import { shouldPrefetch, type ConnectionInfo } from "../platform/prefetch-policy.ts";

/**
 * Asked of the browser's connection at each render (the server has none to ask: "intent"). The mode
 * changes no markup: a link renders the same `<a>` either way, and prefetching starts only on intent
 * (app-link.test.ts). So the browser's answer may take part in hydrating the server's page, and
 * no link renders a second time once the page has hydrated (a long task on a slow phone's header).
 */
export function prefetchMode(connection: ConnectionInfo | undefined): NonNullable<LinkProps["prefetch"]> {
  return shouldPrefetch(connection) ? "intent" : "none";
}

const browserConnection = () => (typeof navigator === "undefined" ? undefined : (navigator as Navigator & { connection?: ConnectionInfo }).connection);

export function AppLink(props: LinkProps) {
  return <Link prefetch={prefetchMode(browserConnection())} {...props} />;
}
