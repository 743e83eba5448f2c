import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("lockDataDir", () => {
  it("refuses a second opener with a clear message, and lets one in after release", async () => {
    const dir = await mkdtemp(join(tmpdir(), "bq-lock-"));
    dirs.push(dir);
    const release = await lockDataDir(dir, () => {});
    const second = lockDataDir(dir, () => {});
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dir, () => {})).rejects.toThrow(/Another portal process is already using the data directory/);
    await release();
    const again = await lockDataDir(dir, () => {});
    await again();
  });

  it("creates the directory when it does not exist yet", async () => {
    const parent = await mkdtemp(join(tmpdir(), "bq-lock-"));
    dirs.push(parent);
    const release = await lockDataDir(join(parent, "new", "data"), () => {});
    await release();
  });
});
