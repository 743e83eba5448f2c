/**
 * Multipart (and url-encoded) forms, read by the handlers that take files: a body that cannot be
 * read as a form (a broken multipart body, a multipart type without its boundary) answers 400, and
 * a NUL in a field's name or value or in a file's name 422, as in JSON bodies (api/gate.ts).
 */
import type { Context } from "hono";
import type { ApiEnv } from "./context.ts";
import { ApiProblem } from "./errors.ts";
import { nulProblem } from "./gate.ts";

export type FormBody = Record<string, string | File | Array<string | File>>;

const holdsNul = (item: string | File) => (typeof item === "string" ? item : item.name).includes("\u0000");

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
