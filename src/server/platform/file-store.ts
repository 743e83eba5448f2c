/**
 * Uploaded files: recognised by their content (never by name or declared type), limited in size
 * and number (MAX_UPLOAD_MB, MAX_FILES), and kept on disk under UPLOAD_DIR (DATA_DIR/uploads by
 * default) with names of our own. Reading them back is the API's business, for their owner only.
 */
import { fileTypeFromBuffer } from "file-type";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { withoutControlCharacters } from "../../domain/validation-messages.ts";
import { CERTIFICATE_TYPES, type CertificateType } from "../../domain/document-files.ts";

export interface FileStore {
  /** Keeps the bytes; answers the key to read them by. */
  save(bytes: Uint8Array, extension: string): Promise<string>;
  read(key: string): Promise<Uint8Array>;
  remove(key: string): Promise<void>;
}

const KEY = /^\d{4}\/[0-9a-f-]{36}\.(jpg|png|pdf)$/;

export function createDiskFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a file key: ${key}`);
    return join(root, key);
  };
  return {
    async save(bytes, extension) {
      const key = `${new Date().getUTCFullYear()}/${randomUUID()}.${extension}`;
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: "wx" });
      return key;
    },
    async read(key) {
      return new Uint8Array(await readFile(pathOf(key)));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export interface UploadLimits {
  maxUploadMb: number;
  maxFiles: number;
}

export type CheckedUpload = { bytes: Uint8Array; mime: CertificateType; extension: "jpg" | "png" | "pdf"; name: string };
export type UploadProblem = "too-large" | "too-many" | "wrong-type";

/** What a refused upload says: the count limit when the count is the problem, the size limit when a size is. */
export function uploadProblemKey(problem: UploadProblem): string {
  return { "too-large": "validation.fileTooLarge", "too-many": "validation.tooManyFiles", "wrong-type": "validation.fileTypeInvalid" }[problem];
}

const EXTENSIONS: Record<CertificateType, "jpg" | "png" | "pdf"> = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" };

/** Checks uploaded files against the limits and recognises each by its content. */
export async function checkUploads(
  uploads: readonly File[],
  limits: UploadLimits,
): Promise<{ files: CheckedUpload[] } | { problem: UploadProblem }> {
  if (uploads.length > limits.maxFiles) return { problem: "too-many" };
  if (uploads.some((file) => file.size > limits.maxUploadMb * 1024 * 1024)) return { problem: "too-large" };
  const files: CheckedUpload[] = [];
  for (const upload of uploads) {
    const bytes = new Uint8Array(await upload.arrayBuffer());
    const detected = await fileTypeFromBuffer(bytes);
    const mime = CERTIFICATE_TYPES.find((type) => type === detected?.mime);
    if (!mime) return { problem: "wrong-type" };
    files.push({ bytes, mime, extension: EXTENSIONS[mime], name: withoutControlCharacters(upload.name).slice(0, 200) || `certificate.${EXTENSIONS[mime]}` });
  }
  return { files };
}
