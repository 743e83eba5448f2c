/** The client's address: from the socket, or from X-Forwarded-For when a trusted proxy sets it. */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

export function clientAddress(c: Context, trustProxy: boolean): string {
  // The web's loaders and actions call the API in-process on behalf of the visitor (app.ts).
  const env: unknown = c.env;
  if (typeof env === "object" && env !== null && "clientAddress" in env && typeof env.clientAddress === "string") {
    return env.clientAddress;
  }
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  // Server-side rendering, tests and benchmarks call the app without a socket.
  if (typeof env !== "object" || env === null || !("incoming" in env)) return "in-process";
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "in-process";
  }
}
