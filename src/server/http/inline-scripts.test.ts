import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, withoutNonce } from "./inline-scripts.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("names every inline script once, in order, and no external one", () => {
    const html = [
      '<script nonce="n1">window.__ctx = {"a":"ї"};</script>',
      '<script type="module" async="">import "/assets/entry.js";</script>',
      '<script src="/assets/x.js"></script>',
      '<script nonce="n1">window.__ctx = {"a":"ї"};</script>',
      "<script></script>",
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([sha('window.__ctx = {"a":"ї"};'), sha('import "/assets/entry.js";')]);
  });

  it("hashes a script's text exactly as the browser reads it, across lines", () => {
    expect(inlineScriptHashes("<SCRIPT>\n a();\n</SCRIPT >")).toEqual([sha("\n a();\n")]);
  });
});

describe("withoutNonce", () => {
  it("removes the attributes of the request's nonce and nothing else", () => {
    expect(withoutNonce('<script nonce="abc==">x</script><p data-nonce="abc==">', "abc==")).toBe('<script>x</script><p data-nonce="abc==">');
    expect(withoutNonce('<script nonce="abc==">x</script>', undefined)).toBe('<script nonce="abc==">x</script>');
  });
});
