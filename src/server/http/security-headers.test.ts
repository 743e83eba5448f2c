import { describe, expect, it } from "vitest";
import { hashedContentSecurityPolicy } from "./security-headers.ts";

const imgSrc = (policy: string) => policy.split("; ").find((directive) => directive.startsWith("img-src"));

describe("the pages' Content-Security-Policy", () => {
  it("loads images from the portal only, unless a map tile server is configured (TILE_URL)", () => {
    expect(imgSrc(hashedContentSecurityPolicy({ production: false, dev: false }, []))).toBe("img-src 'self' data: blob:");
    expect(imgSrc(hashedContentSecurityPolicy({ production: false, dev: false, tileOrigin: "https://*.tiles.example.org" }, []))).toBe(
      "img-src 'self' data: blob: https://*.tiles.example.org",
    );
  });
});
