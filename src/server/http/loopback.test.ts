import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isLoopbackHost } from "./loopback.ts";

describe("loopback", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.8.9.1", true],
    ["::1", true],
    ["0:0:0:0:0:0:0:1", true],
    ["::ffff:127.0.0.1", true],
    ["10.0.0.1", false],
    ["0.0.0.0", false],
    ["::", false],
    ["::ffff:10.0.0.1", false],
    ["fe80::1", false],
    ["not an address", false],
  ])("address %s is loopback: %s", (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });

  it.each([
    ["localhost", true],
    ["LOCALHOST", true],
    ["app.localhost", true],
    ["[::1]", true],
    ["127.0.0.1", true],
    ["0.0.0.0", false],
    ["example.org", false],
    ["localhost.example.org", false],
    ["127.0.0.1.nip.io", false],
  ])("host %s is loopback: %s", (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});
