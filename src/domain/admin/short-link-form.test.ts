import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { shortLinkFormSchema, shortLinkRevokeFormSchema, TARGET_PATH_MAX } from "./short-link-form.ts";

const parse = (target_path: string) => {
  const data = new FormData();
  data.append("target_path", target_path);
  return parseWithZod(data, { schema: shortLinkFormSchema });
};

describe("a short link's path", () => {
  it("takes a path of the portal, with its query and fragment", () => {
    for (const path of ["/news", "/en/faq#late", " /news/12?from=sms "]) {
      const submission = parse(path);
      expect(submission.status === "success" && submission.value.target_path).toBe(path.trim());
    }
  });

  it("refuses another site, a protocol-relative address, spaces and an empty path", () => {
    for (const [path, message] of [
      ["https://evil.example", "validation.portalPath"],
      ["//evil.example", "validation.portalPath"],
      ["/\\evil.example", "validation.portalPath"],
      ["/news today", "validation.portalPath"],
      ["", "validation.required"],
      [`/${"a".repeat(TARGET_PATH_MAX)}`, `validation.tooLong?max=${TARGET_PATH_MAX}`],
    ] as const) {
      const submission = parse(path);
      expect(submission.status === "error" && submission.error?.target_path, path).toEqual([message]);
    }
  });

  it("revokes a link named by its id", () => {
    const data = new FormData();
    data.append("id", "abc123");
    expect(parseWithZod(data, { schema: shortLinkRevokeFormSchema }).status).toBe("success");
    expect(parseWithZod(new FormData(), { schema: shortLinkRevokeFormSchema }).status).toBe("error");
  });
});
