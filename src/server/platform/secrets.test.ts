import { sign } from "hono/jwt";
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyHs256Jwt } from "./secrets.ts";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const claims = { sid: "3f1c9a62-5b8e-4d2a-9c41-0e7f6a5b4c3d", gen: 2, sub: "7", iat: 1_700_000_000, exp: 1_700_000_900 };
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const signed = (header: unknown, payload: unknown, secret = SECRET) => {
  const unsigned = `${part(header)}.${part(payload)}`;
  return `${unsigned}.${createHmac("sha256", secret).update(unsigned).digest("base64url")}`;
};

describe("verifyHs256Jwt", () => {
  it("answers the claims of a token hono/jwt signed", async () => {
    expect(verifyHs256Jwt(await sign(claims, SECRET, "HS256"), SECRET)).toEqual(claims);
  });

  it("refuses a token signed with another secret, or altered after signing", async () => {
    const token = await sign(claims, SECRET, "HS256");
    expect(verifyHs256Jwt(await sign(claims, `${SECRET}x`, "HS256"), SECRET)).toBeNull();
    const [header, , signature] = token.split(".");
    expect(verifyHs256Jwt(`${header}.${part({ ...claims, gen: 3 })}.${signature}`, SECRET)).toBeNull();
    expect(verifyHs256Jwt(`${token.slice(0, -2)}AA`, SECRET)).toBeNull();
    expect(verifyHs256Jwt(`${token}.`, SECRET)).toBeNull();
  });

  it("refuses other algorithms, critical extensions and a foreign typ, even well signed", async () => {
    expect(verifyHs256Jwt(signed({ alg: "none" }, claims), SECRET)).toBeNull();
    expect(verifyHs256Jwt(signed({ alg: "HS512", typ: "JWT" }, claims), SECRET)).toBeNull();
    expect(verifyHs256Jwt(signed({ alg: "HS256", crit: ["exp"] }, claims), SECRET)).toBeNull();
    expect(verifyHs256Jwt(signed({ alg: "HS256", typ: "at+jwt" }, claims), SECRET)).toBeNull();
    expect(verifyHs256Jwt(signed({ alg: "HS256" }, claims), SECRET)).toEqual(claims);
    expect(verifyHs256Jwt(signed({ alg: "HS256", typ: "application/jwt" }, claims), SECRET)).toEqual(claims);
  });

  it("refuses what is not a compact JWT of a JSON object", () => {
    for (const token of ["", "not.a.token", "a.b", "a+b.c.d", signed({ alg: "HS256" }, [1, 2]), signed({ alg: "HS256" }, "text")]) {
      expect(verifyHs256Jwt(token, SECRET)).toBeNull();
    }
    const garbled = `${part({ alg: "HS256" })}.bm90IGpzb24`;
    expect(verifyHs256Jwt(`${garbled}.${createHmac("sha256", SECRET).update(garbled).digest("base64url")}`, SECRET)).toBeNull();
  });
});
