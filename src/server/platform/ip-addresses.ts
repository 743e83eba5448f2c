/**
 * What an IP address is, by ipaddr.js's table of special ranges (IANA's registries): whether the
 * server may connect to it on a stranger's say-so, and which addresses one client can switch between.
 */
import ipaddr from "ipaddr.js";

/**
 * A public unicast address: not private (RFC 1918), loopback, link-local (cloud metadata at
 * 169.254.169.254 among them), unique-local, carrier-grade NAT, multicast, broadcast, unspecified,
 * documentation, benchmarking or otherwise reserved, in IPv4 and IPv6. An IPv4 address in IPv6 clothes
 * (::ffff:127.0.0.1) is judged as IPv4; NAT64, 6to4 and Teredo addresses, which lead to IPv4 ones,
 * are refused. Anything that is not an address at all is not public.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

/** Whether `host` (a URL's hostname: an IPv6 literal in brackets) is an address rather than a name. */
export function isAddressLiteral(host: string): boolean {
  return ipaddr.isValid(host.replace(/^\[(.*)\]$/, "$1"));
}

/**
 * The key a client's address counts under in rate limits: an IPv4 address itself, an IPv6 address
 * its /64 (one subscriber's network, which its owner can fill with as many addresses as they like).
 * Anything else (the in-process marker) is its own key.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/64`).toRFC5952String()}/64`;
}
