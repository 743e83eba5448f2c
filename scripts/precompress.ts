/**
 * Writes, beside every compressible file of the web build's client files, its brotli copy at the
 * highest quality (`x.js.br`, 11) and its gzip copy at the highest level (`x.js.gz`, 9), which the
 * server sends to clients that accept them (src/server/http/static-files.ts). The work is done
 * once here, so no request pays for it. Compressible is what the server would compress (the type
 * serveStatic gives the file, by the same pattern); files under the server's threshold (about a
 * kilobyte) are left alone, and a copy that would not be smaller than the file is not written.
 *
 * `node scripts/precompress.ts [dir]` (default build/client); web-build.ts runs it after each build.
 */
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { getMimeType } from "hono/utils/mime";
import { COMPRESSION_THRESHOLD, isNegotiable } from "../src/server/http/compression.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The copies' suffixes, by content coding. */
export const VARIANT_SUFFIXES = { br: ".br", gzip: ".gz" } as const;
const SUFFIXES: readonly string[] = Object.values(VARIANT_SUFFIXES);

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Whether the server would compress a file of this name (its type as serveStatic gives it). */
export function isCompressibleFile(path: string): boolean {
  if (SUFFIXES.some((suffix) => path.endsWith(suffix))) return false;
  const type = getMimeType(path);
  return type !== undefined && isNegotiable(new Headers({ "content-type": type }));
}

/** Writes `path`'s copy in one coding if it is smaller; removes a stale one otherwise. */
async function writeVariant(path: string, original: Buffer, suffix: string, compress: (data: Buffer) => Promise<Buffer>) {
  const compressed = await compress(original);
  if (compressed.byteLength < original.byteLength) {
    await writeFile(path + suffix, compressed);
    return compressed.byteLength;
  }
  await rm(path + suffix, { force: true });
  return original.byteLength;
}

/** Precompresses the files under `dir`; copies whose file is gone are removed. */
export async function precompressDirectory(dir: string, threshold = COMPRESSION_THRESHOLD): Promise<PrecompressSummary> {
  const all = await filesUnder(dir);
  const present = new Set(all);
  const orphans = all.filter((path) => SUFFIXES.some((suffix) => path.endsWith(suffix) && !present.has(path.slice(0, -suffix.length))));
  await Promise.all(orphans.map((path) => rm(path, { force: true })));

  const candidates: string[] = [];
  for (const path of all) {
    if (isCompressibleFile(path) && (await stat(path)).size >= threshold) candidates.push(path);
  }
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // Brotli at 11 is slow (about a megabyte a second): as many files at once as there are cores.
  const queue = [...candidates];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const original = await readFile(path);
      const [brotliBytes, gzipBytes] = await Promise.all([
        writeVariant(path, original, VARIANT_SUFFIXES.br, (data) =>
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
            },
          }),
        ),
        writeVariant(path, original, VARIANT_SUFFIXES.gzip, (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION })),
      ]);
      summary.files += 1;
      summary.bytes += original.byteLength;
      summary.brotliBytes += brotliBytes;
      summary.gzipBytes += gzipBytes;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return summary;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

if (import.meta.main) {
  const dir = resolve(process.argv[2] ?? join(import.meta.dirname, "..", "build", "client"));
  const startedAt = Date.now();
  const summary = await precompressDirectory(dir);
  console.log(
    `Precompressed ${summary.files} files of ${dir} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ` +
      `${kilobytes(summary.bytes)}, ${kilobytes(summary.brotliBytes)} as brotli, ${kilobytes(summary.gzipBytes)} as gzip`,
  );
}
