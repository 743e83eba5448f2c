/**
 * The partner API's page (/service-by-countries/api) is written from the OpenAPI document the API
 * serves (/api/v3/openapi.json), not copied: its operations for waiting areas, each with its
 * summary, description, request body's example, answers, and a curl command to copy. Pure.
 */

interface SchemaObject {
  type?: string;
  properties?: Record<string, SchemaObject>;
  example?: unknown;
  minimum?: number;
}

interface OperationObject {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; example?: unknown; schema?: SchemaObject }>;
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
  responses?: Record<string, { description?: string }>;
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<string, OperationObject>>>;
}

export interface PartnerOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  needsKey: boolean;
  body: string | null;
  answers: Array<{ status: string; description: string }>;
  curl: string;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** A value for a schema: its example, else a plain one of its type. */
function exampleOf(schema: SchemaObject | undefined): unknown {
  if (!schema) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.type === "object") return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value)]));
  if (schema.type === "integer" || schema.type === "number") return schema.minimum ?? 0;
  if (schema.type === "boolean") return true;
  if (schema.type === "array") return [];
  return "…";
}

/** The operations under the path prefixes, in the document's order; their curl commands address `apiUrl` (…/api/v3). */
export function partnerOperations(document: OpenApiDocument, prefixes: readonly string[], apiUrl: string, keyPlaceholder = "wa_YOUR_KEY"): PartnerOperation[] {
  const found: PartnerOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const needsKey = operation.security?.some((scheme) => "waitingAreaKey" in scheme) ?? false;
      const schema = operation.requestBody?.content?.["application/json"]?.schema;
      const body = schema ? JSON.stringify(exampleOf(schema)) : null;
      const url = apiUrl + path.replace(/\{(\w+)\}/g, (_, name: string) => String(operation.parameters?.find((p) => p.name === name)?.schema?.example ?? "1"));
      const curl = [
        `curl -X ${method.toUpperCase()} '${url}'`,
        ...(needsKey ? [`  -H 'Authorization: Bearer ${keyPlaceholder}'`] : []),
        ...(body ? ["  -H 'Content-Type: application/json'", `  -d '${body}'`] : []),
      ].join(" \\\n");
      found.push({
        id: `${method}-${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}`,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? "",
        description: operation.description ?? "",
        needsKey,
        body,
        answers: Object.entries(operation.responses ?? {}).map(([status, answer]) => ({ status, description: answer.description ?? "" })),
        curl,
      });
    }
  }
  return found;
}
