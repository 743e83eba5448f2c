/**
 * PGlite serves one process only: two on one data directory lose writes. The server holds an
 * exclusive lock on DATA_DIR while it runs and a second opener is refused with a clear message.
 */
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  await mkdir(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, {
      lockfilePath: join(dir, "server.lock"),
      realpath: false,
      stale: 15_000,
      update: 5_000,
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") {
      throw new DataDirLockedError(
        `Another portal process is already using the data directory ${dir}.\n` +
          "Stop it first, or give this one its own DATA_DIR, or use PostgreSQL through DATABASE_URL.\n" +
          "(A process that was killed releases the lock after 15 seconds.)",
      );
    }
    throw error;
  }
}
