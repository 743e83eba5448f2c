import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkUploads, createDiskFileStore } from "./file-store.ts";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const limits = { maxUploadMb: 1, maxFiles: 2 };

describe("checkUploads", () => {
  it("recognises PNG and PDF by their content, whatever their names", async () => {
    const result = await checkUploads([new File([PNG], "scan.pdf"), new File([PDF], "photo.jpg")], limits);
    expect("files" in result && result.files.map((f) => [f.mime, f.extension])).toEqual([
      ["image/png", "png"],
      ["application/pdf", "pdf"],
    ]);
  });

  it.each([
    ["a text file named like a photo", [new File(["hello"], "photo.jpg", { type: "image/jpeg" })], "wrong-type"],
    ["a file over the size limit", [new File([new Uint8Array(1024 * 1024 + 1)], "big.png")], "too-large"],
    ["more files than allowed", [new File([PNG], "a.png"), new File([PNG], "b.png"), new File([PNG], "c.png")], "too-many"],
  ])("refuses %s", async (_, uploads, problem) => {
    expect(await checkUploads(uploads, limits)).toEqual({ problem });
  });
});

describe("the disk file store", () => {
  let root = "";
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("keeps, reads and removes files under names of its own", async () => {
    root = await mkdtemp(join(tmpdir(), "bq-files-"));
    const store = createDiskFileStore(root);
    const key = await store.save(PNG, "png");
    expect(key).toMatch(/^\d{4}\/[0-9a-f-]{36}\.png$/);
    expect(await store.read(key)).toEqual(PNG);
    await store.remove(key);
    await expect(store.read(key)).rejects.toThrow();
    await expect(store.read("../../etc/passwd")).rejects.toThrow(/not a file key/);
  });
});
