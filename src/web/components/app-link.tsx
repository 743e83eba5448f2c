/**
 * A link that prefetches the next page's code and data on intent, except on slow connections or
 * with data saver on (SPEC §7).
 */
import { Link, type LinkProps } from "react-router";
import { shouldPrefetch, type ConnectionInfo } from "../platform/prefetch-policy.ts";
import { useClientValue } from "./use-hydrated.ts";

const browserPrefetchMode = (): LinkProps["prefetch"] =>
  shouldPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection) ? "intent" : "none";

/** "none" on the server; decided in the browser from its connection. */
function usePrefetchMode(): LinkProps["prefetch"] {
  return useClientValue(browserPrefetchMode, "none");
}

export function AppLink(props: LinkProps) {
  const prefetch = usePrefetchMode();
  return <Link prefetch={prefetch} {...props} />;
}
