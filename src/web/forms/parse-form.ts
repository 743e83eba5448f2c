/**
 * Conform's parse with the portal's messages: every schema failure becomes a locale key (with its
 * parameters) through the one mapping of src/domain/validation-messages.ts, so no library text
 * reaches the page, in the browser or in the route action.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { issueMessage, validationErrorMap, type SchemaIssue } from "../../domain/validation-messages.ts";

export function parseForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, {
    schema,
    error: (issue) => validationErrorMap(issue as SchemaIssue),
    formatError: (issues: ReadonlyArray<unknown>) => issues.map((issue) => issueMessage(issue as SchemaIssue)),
  });
}
