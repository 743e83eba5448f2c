/**
 * A fuzz run of the whole API from its OpenAPI document: for every operation, requests whose path
 * ids, query strings, headers and bodies are generated from the operation's schemas (valid ones,
 * and ones with hostile values mixed in, malformed JSON and broken multipart bodies), sent as each
 * identity that may call it. Every answer is checked: never a 5xx, and always a status that the
 * document lists for the operation.
 */
import fc from "fast-check";
import { arbitraryOf, hostileFor, hostileString, withOneHostileLeaf, type JsonSchema, type SchemaSource } from "./schema-arbitrary.ts";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
type Method = (typeof METHODS)[number];

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, unknown>;
  /** The operation's own server (the compatible paths under /api), else the document's. */
  servers?: Array<{ url: string }>;
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface DocumentedOperation {
  method: Method;
  path: string;
  operation: Operation;
  /** "GET /queues/{id}" */
  name: string;
}

/** A request as it is sent, with a description for the report. */
export interface FuzzRequest {
  method: string;
  /** The operation's own server, when it names one (else the document's, /api/v3). */
  server: string | undefined;
  path: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
  describe: string;
}

export function operationsOf(doc: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, path, operation: item[method]!, name: `${method.toUpperCase()} ${path}` })),
  );
}

export function schemaSource(doc: OpenApiDocument): SchemaSource {
  return {
    resolve: (ref) => {
      const name = ref.replace("#/components/schemas/", "");
      const schema = doc.components?.schemas?.[name];
      if (!schema) throw new Error(`Unknown schema ${ref}`);
      return schema;
    },
  };
}

/** Path segments a client may send where an id is expected. */
const hostileSegment = fc.constantFrom("0", "-1", "2147483647", "2147483648", "99999999999999999999", "1e3", "1.5", "0x10", "abc", " 1", "\u0000", "%00", "..", "null");

const brokenJson = fc.constantFrom("", "{", "null", "[]", '"text"', '{"a":', "\u0000", "{}}", '{"__proto__":{"x":1}}', "1".repeat(400), "[".repeat(2000));

const tinyPng = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

const fileArbitrary = fc.record({
  name: fc.oneof(fc.constantFrom("certificate.png", "scan.pdf", "a.png"), hostileString),
  bytes: fc.oneof(fc.constant(tinyPng), fc.uint8Array({ maxLength: 64 })),
  type: fc.constantFrom("image/png", "application/pdf", "application/octet-stream", ""),
});

/** A value as the report shows it: long texts cut, so that a finding reads on one line. */
export function shown(value: unknown): string {
  const cut = (text: string) => (text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text);
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === "string" ? cut(item) : item)) ?? "undefined";
}

function text(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value) ?? "";
}

function multipartBody(schema: JsonSchema | undefined, source: SchemaSource, hostility: number) {
  const resolved = schema?.$ref ? source.resolve(schema.$ref) : schema;
  const properties = Object.entries(resolved?.properties ?? {});
  const isFile = (property: JsonSchema) => {
    const items = property.items ? (property.items.$ref ? source.resolve(property.items.$ref) : property.items) : property;
    return items.format === "binary";
  };
  const fields = properties.map(([name, property]) =>
    isFile(property)
      ? fc.array(fileArbitrary, { maxLength: 3 }).map((files) => ({ name, files }))
      : fc.option(arbitraryOf(property, source, { hostility }), { nil: undefined }).map((value) => ({ name, value })),
  );
  const form = fc.tuple(...fields).map((parts) => {
    const body = new FormData();
    const described: string[] = [];
    for (const part of parts) {
      if ("files" in part) {
        for (const file of part.files) {
          body.append(part.name, new File([file.bytes], file.name, { type: file.type }));
          described.push(`${part.name}=<file ${shown(file.name)} ${file.bytes.length} bytes>`);
        }
      } else if (part.value !== undefined) {
        body.append(part.name, text(part.value));
        described.push(`${part.name}=${shown(text(part.value))}`);
      }
    }
    return { body: body as string | FormData, contentType: undefined as string | undefined, describe: `multipart {${described.join(", ")}}` };
  });
  const broken = fc.constantFrom(
    { body: "--x\r\nbroken", contentType: "multipart/form-data; boundary=x", describe: "broken multipart with a boundary" },
    { body: "--x\r\nbroken", contentType: "multipart/form-data", describe: "multipart without a boundary" },
    { body: "plate=AA1234BB", contentType: "application/x-www-form-urlencoded", describe: "a url-encoded form" },
    { body: "{}", contentType: "application/json", describe: "JSON instead of a form" },
  );
  return fc.oneof({ arbitrary: form, weight: 4 }, { arbitrary: broken, weight: 1 });
}

function jsonBody(schema: JsonSchema | undefined, source: SchemaSource, ids: readonly number[]) {
  const sent = (values: fc.Arbitrary<unknown>) =>
    values.map((v) => ({
      body: JSON.stringify(v) as string | FormData | undefined,
      contentType: "application/json" as string | undefined,
      describe: shown(v),
    }));
  const value = (hostility: number) => sent(schema ? arbitraryOf(schema, source, { hostility, ids }) : fc.jsonValue({ maxDepth: 2 }));
  const oneHostileLeaf = sent(withOneHostileLeaf(schema ? arbitraryOf(schema, source, { hostility: 0, ids }) : fc.jsonValue({ maxDepth: 2 })));
  const raw = brokenJson.map((body) => ({ body: body as string | FormData | undefined, contentType: "application/json" as string | undefined, describe: `raw ${shown(body)}` }));
  const otherType = fc.constantFrom(
    { body: '{"a":1}' as string | FormData | undefined, contentType: "text/plain" as string | undefined, describe: "JSON sent as text/plain" },
    { body: undefined, contentType: undefined, describe: "no body" },
  );
  return fc.oneof(
    { arbitrary: value(0), weight: 2 },
    { arbitrary: oneHostileLeaf, weight: 4 },
    { arbitrary: value(0.08), weight: 2 },
    { arbitrary: raw, weight: 1 },
    { arbitrary: otherType, weight: 1 },
  );
}

/** Whether a header can be sent at all (fetch refuses control characters, and values it would trim). */
function sendable(name: string, value: string): boolean {
  try {
    new Headers([[name, value]]);
    return value.trim() === value && value !== "";
  } catch {
    return false;
  }
}

export interface RequestContext {
  /** Headers of the identity sending the request. */
  auth: Record<string, string>;
  /** Ids worth trying for a path parameter of this operation (the caller's own rows), as strings. */
  pathValues: (operation: DocumentedOperation, parameter: string) => readonly string[];
  /** Ids worth trying in bodies (the caller's drivers, vehicles, …). */
  bodyIds: readonly number[];
}

/** Requests for one operation, as one identity. */
export function requestArbitrary(doc: OpenApiDocument, op: DocumentedOperation, context: RequestContext): fc.Arbitrary<FuzzRequest> {
  const source = schemaSource(doc);
  const parameters = op.operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === "path");
  const queryParams = parameters.filter((p) => p.in === "query");
  const headerParams = parameters.filter((p) => p.in === "header");

  const segments = fc.tuple(
    ...pathParams.map((param) => {
      const known = context.pathValues(op, param.name);
      const generated = param.schema ? arbitraryOf(param.schema, source, { hostility: 0 }).map(text) : fc.string();
      return fc.oneof(
        ...(known.length > 0 ? [{ arbitrary: fc.constantFrom(...known), weight: 6 }] : []),
        { arbitrary: hostileSegment, weight: 2 },
        { arbitrary: generated, weight: 1 },
      );
    }),
  );
  // Valid parameters (some left out), then at times one of them replaced by a hostile value of its kind.
  const validQuery = fc.tuple(
    ...queryParams.map((param) =>
      fc.option(arbitraryOf(param.schema ?? {}, source, { hostility: 0, ids: context.bodyIds }), { nil: undefined, freq: 3 }).map((value) => [param.name, value] as const),
    ),
    fc.option(fc.tuple(fc.constantFrom("page", "x", "id", "__proto__"), hostileString), { nil: undefined, freq: 4 }),
  );
  const query =
    queryParams.length === 0
      ? validQuery
      : fc.oneof(
          validQuery,
          fc.tuple(validQuery, fc.integer({ min: 0, max: queryParams.length - 1 })).chain(([values, index]) =>
            hostileFor(queryParams[index]!.schema ?? {}).map((hostile) => values.map((entry, i) => (i === index ? ([queryParams[index]!.name, hostile] as const) : entry))),
          ),
        );
  const headers = fc.tuple(
    ...headerParams.map((param) =>
      fc.option(arbitraryOf(param.schema ?? {}, source, { hostility: 0.15 }), { nil: undefined }).map((value) => [param.name, value] as const),
    ),
  );
  const content = op.operation.requestBody?.content ?? {};
  const multipart = content["multipart/form-data"];
  const json = content["application/json"];
  const body = multipart
    ? multipartBody(multipart.schema, source, 0.1)
    : json
      ? jsonBody(json.schema, source, context.bodyIds)
      : op.method === "get"
        ? fc.constant({ body: undefined, contentType: undefined, describe: "" })
        : fc.oneof(
            { arbitrary: fc.constant({ body: undefined as string | FormData | undefined, contentType: undefined as string | undefined, describe: "" }), weight: 3 },
            { arbitrary: jsonBody(undefined, source, context.bodyIds), weight: 1 },
          );
  const common = fc.record({
    locale: fc.constantFrom("en", "uk", "pl", "xx", "en;q=\u00ff", "*"),
    skipBotCheck: fc.boolean(),
  });

  return fc.tuple(segments, query, headers, op.method === "get" || op.method === "delete" ? fc.constant({ body: undefined, contentType: undefined, describe: "" }) : body, common).map(
    ([pathValues, queryValues, headerValues, requestBody, { locale, skipBotCheck }]) => {
      let path = op.path;
      pathParams.forEach((param, i) => {
        path = path.replace(`{${param.name}}`, encodeURIComponent(pathValues[i]!));
      });
      const search = new URLSearchParams();
      for (const entry of queryValues) {
        if (!entry || entry[1] === undefined) continue;
        const [name, value] = entry;
        for (const item of Array.isArray(value) ? value : [value]) search.append(name, text(item));
      }
      const requestHeaders: Record<string, string> = { "X-Client-Locale": locale, ...context.auth };
      if (skipBotCheck) requestHeaders["X-Skip-Bot-Check"] = "1";
      for (const [name, value] of headerValues) {
        if (value !== undefined && sendable(name, text(value))) requestHeaders[name] = text(value);
      }
      if (requestBody.contentType) requestHeaders["Content-Type"] = requestBody.contentType;
      const url = `${path}${search.size > 0 ? `?${search}` : ""}`;
      const shownUrl = url.length > 200 ? `${url.slice(0, 160)}…(${url.length} chars)` : url;
      return {
        method: op.method.toUpperCase(),
        server: op.operation.servers?.[0]?.url,
        path: url,
        headers: requestHeaders,
        body: requestBody.body,
        describe: `${op.method.toUpperCase()} ${shownUrl}${requestBody.describe ? ` ${requestBody.describe}` : ""}`,
      };
    },
  );
}

/** Statuses an operation documents (its `responses`). */
export function documentedStatuses(op: DocumentedOperation): Set<number> {
  return new Set(Object.keys(op.operation.responses).map(Number));
}
