/**
 * Multipart (and url-encoded) forms, read by the handlers that take files: a body that cannot be
 * read as a form (a broken multipart body, a multipart type without its boundary) answers 400, and
 * a NUL in a field's name or value or in a file's name 422, as in JSON bodies (api/gate.ts, which
 * uses the NUL helpers below).
 */
import type { Context } from "hono";
import type { ApiEnv } from "./context.ts";
import { ApiProblem } from "./errors.ts";

const NUL = "\u0000";

export type FormBody = Record<string, string | File | Array<string | File>>;

const holdsNul = (item: string | File) => (typeof item === "string" ? item : item.name).includes(NUL);

export async function readForm(c: Context<ApiEnv>): Promise<FormBody> {
  let body: FormBody;
  try {
    body = (await c.req.parseBody({ all: true })) as FormBody;
  } catch {
    throw new ApiProblem(400, "errors.malformedBody");
  }
  const fields = Object.entries(body)
    .filter(([name, value]) => name.includes("\u0000") || [value].flat().some(holdsNul))
    .map(([name]) => name);
  if (fields.length > 0) throw nulProblem(fields);
  return body;
}

/** The dot paths of the texts (values or keys) in `value` that hold a NUL. */
export function nulPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === "string") {
    if (value.includes(NUL)) found.push(path.join(".") || "_");
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) found.push([...path, key].join(".") || "_");
      nulPaths(item, [...path, key], found);
    }
  }
  return found;
}

/** A 422 naming each field whose text holds a NUL. */
export function nulProblem(fields: readonly string[]): ApiProblem {
  return new ApiProblem(422, "errors.invalidInput", { fieldKeys: Object.fromEntries(fields.map((field) => [field, ["validation.controlCharacters"]])) });
}
