/**
 * DNS for the API tests' push endpoints (this network resolves no outside name): names that spell
 * an address lead to it, as nip.io's do (`127.0.0.1.nip.io`, `169.254.169.254.nip.io`), the test
 * push services lead to public addresses, and every other name does not exist. The addresses
 * allowed are the real rule's.
 */
import type { LookupAddress } from "node:dns";
import { isIP } from "node:net";
import { isPublicAddress } from "../../src/server/platform/ip-addresses.ts";
import type { PushNetwork } from "../../src/server/platform/web-push.ts";

const KNOWN: Record<string, LookupAddress[]> = {
  "push.example.net": [{ address: "93.184.215.14", family: 4 }],
  "fcm.googleapis.com": [
    { address: "142.250.74.10", family: 4 },
    { address: "2a00:1450:4001:82a::200a", family: 6 },
  ],
  // Public, and one private address among them: the private one decides.
  "split.example.net": [
    { address: "93.184.215.14", family: 4 },
    { address: "10.0.0.7", family: 4 },
  ],
  "v6-loopback.example.net": [{ address: "::1", family: 6 }],
  "v6-unique-local.example.net": [{ address: "fd00:ec2::254", family: 6 }],
};

export function testPushNetwork(): PushNetwork {
  return {
    resolve: (hostname) => {
      const spelled = /^(.+)\.nip\.io$/.exec(hostname)?.[1];
      if (spelled && isIP(spelled)) return Promise.resolve([{ address: spelled, family: isIP(spelled) }]);
      const known = KNOWN[hostname];
      if (known) return Promise.resolve(known);
      return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }));
    },
    allowAddress: isPublicAddress,
  };
}
