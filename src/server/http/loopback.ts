/**
 * The development conveniences (the outbox, the development grants, the test clock) answer only a
 * client on this machine: the server listens on a loopback address (config.ts turns them off
 * otherwise), the connection comes from one (the socket's own address, never a forwarded header a
 * client can write), and the request names this machine (so that a web page whose name was
 * rebound to 127.0.0.1, or a tunnel, does not reach them). Anyone else gets the answer of a path
 * that does not exist.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import { isIP } from "node:net";
import type { Context, MiddlewareHandler } from "hono";

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x; `localhost` and its subdomains for host names. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  return isLoopbackAddress(name);
}

export function isLoopbackAddress(address: string): boolean {
  const plain = address.toLowerCase().replace(/^::ffff:/, "");
  if (isIP(plain) === 4) return plain.startsWith("127.");
  // The URL parser writes an IPv6 address in its shortest form: 0:0:0:0:0:0:0:1 is [::1].
  return isIP(plain) === 6 && new URL(`http://[${plain}]/`).hostname === "[::1]";
}

/**
 * The request comes from this machine. Through a socket: its remote address and the requested host
 * are loopback. Without one, it is a call made inside this process: the web's loaders on behalf of
 * a visitor (who is not trusted: they name the visitor's address) or the tests (who are).
 */
export function fromLoopback(c: Context): boolean {
  const env: unknown = c.env;
  if (typeof env !== "object" || env === null) return true;
  if ("incoming" in env) {
    let remote: string | undefined;
    try {
      remote = getConnInfo(c).remote.address;
    } catch {
      return false;
    }
    return remote !== undefined && isLoopbackAddress(remote) && isLoopbackHost(new URL(c.req.url).hostname);
  }
  return !("clientAddress" in env);
}

/** API routes for loopback clients only; others get the API's answer for an unknown path. */
export function loopbackOnly(): MiddlewareHandler<{ Variables: { t: (key: string) => string } }> {
  return async (c, next) => {
    if (!fromLoopback(c)) return c.json({ message: c.get("t")("errors.notFound") }, 404);
    await next();
  };
}
