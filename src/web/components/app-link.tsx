/**
 * A link that prefetches the next page's code and data on intent, except on slow connections or
 * with data saver on (SPEC §7).
 */
import { useEffect, useState } from "react";
import { Link, type LinkProps } from "react-router";
import { shouldPrefetch, type ConnectionInfo } from "../platform/prefetch-policy.ts";

function usePrefetchMode(): LinkProps["prefetch"] {
  // Rendered on the server as "none"; decided in the browser after hydration.
  const [mode, setMode] = useState<LinkProps["prefetch"]>("none");
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    setMode(shouldPrefetch(connection) ? "intent" : "none");
  }, []);
  return mode;
}

export function AppLink(props: LinkProps) {
  const prefetch = usePrefetchMode();
  return <Link prefetch={prefetch} {...props} />;
}
