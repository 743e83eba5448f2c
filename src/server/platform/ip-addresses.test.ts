import { describe, expect, it } from "vitest";
import { addressKey, isAddressLiteral, isPublicAddress } from "./ip-addresses.ts";

describe("public addresses", () => {
  it.each([
    ["142.250.74.10", true],
    ["2607:f8b0:4005:80c::200e", true],
    ["::ffff:8.8.8.8", true],
    ["127.0.0.1", false],
    ["127.8.9.10", false],
    ["10.0.0.5", false],
    ["172.16.3.4", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["224.0.0.251", false],
    ["255.255.255.255", false],
    ["0.0.0.0", false],
    ["192.0.2.1", false],
    ["::1", false],
    ["::", false],
    ["fe80::1", false],
    ["fd00:ec2::254", false],
    ["fc00::1", false],
    ["ff02::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:169.254.169.254", false],
    ["64:ff9b::a9fe:a9fe", false],
    ["2002:a9fe:a9fe::1", false],
    ["2001:db8::1", false],
    ["localhost", false],
    ["", false],
  ])("%s: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("address literals", () => {
  it.each([
    ["127.0.0.1", true],
    ["[::1]", true],
    ["[fe80::1]", true],
    ["push.example.net", false],
    ["127.0.0.1.nip.io", false],
  ])("%s: %s", (host, expected) => {
    expect(isAddressLiteral(host)).toBe(expected);
  });
});

describe("rate-limit keys of addresses", () => {
  it("count an IPv4 address alone, and an IPv6 address with the rest of its /64", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("in-process")).toBe("in-process");
  });
});
