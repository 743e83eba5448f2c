/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document (3.1): values that follow a
 * schema, and values that mostly follow it with hostile leaves (NUL and direction-override
 * characters, integers past int4, dates PostgreSQL cannot store, wrong types). Covers what the
 * document uses: $ref, type (and type lists), enum, const, properties/required, items,
 * min/max(Length|Items|imum), exclusiveMinimum/Maximum, pattern, format, anyOf/oneOf/allOf.
 */
import fc from "fast-check";

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  example?: unknown;
};

export interface SchemaSource {
  /** `#/components/schemas/…` targets. */
  resolve: (ref: string) => JsonSchema;
}

const INT4_MAX = 2_147_483_647;

/** Texts with a NUL, which PostgreSQL's text cannot hold. */
const nulStrings = fc.constantFrom("\u0000", "a\u0000b", "\u0000\u0000\u0000");
/** Days and instants out of what PostgreSQL (or JavaScript) stores, and days that do not exist. */
export const hostileDay = fc.constantFrom("0001-01-01", "9999-12-31", "2024-02-30", "1899-12-31");
export const hostileInstant = fc.constantFrom(
  "0001-01-01T00:00:00Z",
  "9999-12-31T23:59:59Z",
  "-000001-01-01T00:00:00Z",
  "+275760-09-13T00:00:00.000Z",
  "2026-01-01T25:00:00Z",
  "2026-01-01",
);

/** Strings an attacker (or a careless client) sends: NUL, control and bidi characters, huge and odd texts, dates out of range. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: nulStrings, weight: 3 },
  { arbitrary: fc.constantFrom("\u202Eevil\u202C", "\u2066x\u2069", "line\nbreak", "\t", "\u001b[31m", "\uD800", "\uFEFF"), weight: 2 },
  { arbitrary: fc.oneof(hostileDay, hostileInstant), weight: 2 },
  {
    arbitrary: fc.constantFrom("'; drop table users; --", "%00", "../../etc/passwd", "<script>alert(1)</script>", "x".repeat(5000), "2147483648", "-1", "1e309", "NaN", "", " "),
    weight: 3,
  },
);

/** Numbers past what PostgreSQL's int4 (and JavaScript) hold, and other edges. */
export const hostileNumber = fc.oneof(
  { arbitrary: fc.constantFrom(INT4_MAX + 1, -INT4_MAX - 2, 2 ** 53, -(2 ** 53), 1e20, 1e308), weight: 3 },
  { arbitrary: fc.constantFrom(0, -1, INT4_MAX, -0, 0.5, Number.MIN_VALUE), weight: 2 },
);

/** Any hostile JSON value: the strings and numbers above, or a value of the wrong type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { "\u0000": 1 }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

/** A hostile value of the same kind as `value` (a text for a text, a number for a number). */
export function hostileLike(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === "string") return hostileString;
  if (typeof value === "number") return hostileNumber;
  return hostileValue;
}

type Path = Array<string | number>;

function leafPaths(value: unknown, path: Path = [], found: Path[] = []): Path[] {
  if (Array.isArray(value)) value.forEach((item, i) => leafPaths(item, [...path, i], found));
  else if (value !== null && typeof value === "object") for (const [key, item] of Object.entries(value)) leafPaths(item, [...path, key], found);
  else found.push(path);
  return found;
}

function replacedAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replacedAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: replacedAt(record[head!], rest, replacement) };
}

/**
 * Values from `valid` with exactly one leaf (a text, a number, a flag) replaced by a hostile value
 * of its kind: the rest of the request stays good enough to reach the code that uses that field.
 */
export function withOneHostileLeaf(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return valid.chain((value) => {
    const leaves = leafPaths(value);
    if (leaves.length === 0) return fc.constant(value);
    return fc.integer({ min: 0, max: leaves.length - 1 }).chain((index) => {
      const path = leaves[index]!;
      const leaf = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
      return hostileLike(leaf).map((replacement) => replacedAt(value, path, replacement));
    });
  });
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const NEAR = { min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true };

/** A pattern as the document writes it: some generators leave the flags after a slash (`…$/u`). */
function patternOf(pattern: string): RegExp | null {
  const flagged = /^(.*)\/([a-z]*)$/s.exec(pattern);
  const [source, flags] = flagged && !pattern.endsWith("\\/") ? [flagged[1]!, flagged[2]!] : [pattern, ""];
  try {
    return new RegExp(source, flags.includes("u") || /\\p\{/.test(source) ? "u" : "");
  } catch {
    return null;
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "date":
      return fc.date(NEAR).map(dayOf);
    case "date-time":
      return fc.date(NEAR).map((date) => date.toISOString());
    case "email":
      return fc.emailAddress();
    case "uri":
      return fc.webUrl();
  }
  const pattern = schema.pattern ? patternOf(schema.pattern) : null;
  if (pattern) {
    try {
      const matching = fc.stringMatching(pattern);
      // Patterns say nothing of length; keep the generated texts within the schema's bounds when they can be.
      const { minLength = 0, maxLength = Infinity } = schema;
      return matching.map((text) => (text.length > maxLength ? text.slice(0, maxLength) : text)).filter((text) => text.length >= minLength || minLength > 20);
    } catch {
      // A pattern fast-check cannot generate from: plain text within the bounds below.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 200));
  return fc.string({ minLength, maxLength, unit: fc.oneof({ arbitrary: fc.constantFrom(..."abcXYZ019 -"), weight: 4 }, { arbitrary: fc.string({ minLength: 1, maxLength: 1, unit: "grapheme" }), weight: 1 }) });
}

function integerArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1000);
  const high = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? Math.max(low, 0) + 1000);
  const min = Math.max(Math.ceil(low), -INT4_MAX - 1);
  const max = Math.min(Math.floor(high), INT4_MAX);
  if (min > max) return fc.constant(min);
  const values = fc.oneof({ arbitrary: fc.integer({ min, max: Math.min(max, min + 50) }), weight: 3 }, { arbitrary: fc.integer({ min, max }), weight: 1 });
  return integer ? values : fc.oneof(values, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

export interface ArbitraryOptions {
  /** How often (0..1) a value is replaced by a hostile one, at every level. */
  hostility: number;
  /** Known ids (the user's rows) to use where an integer id is asked for. */
  ids?: readonly number[];
}

/** Values for `schema`: following it, with hostile values mixed in at the given rate. */
export function arbitraryOf(schema: JsonSchema, source: SchemaSource, options: ArbitraryOptions, depth = 0): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, source, options, depth);
  if (options.hostility <= 0) return valid;
  const weight = Math.min(99, Math.max(1, Math.round(options.hostility * 100)));
  // Mostly a hostile value of the right type (those reach the database), sometimes one of any type.
  const hostile = fc.oneof({ arbitrary: hostileFor(schema.$ref ? source.resolve(schema.$ref) : schema), weight: 3 }, { arbitrary: hostileValue, weight: 1 });
  return fc.oneof({ arbitrary: valid, weight: 100 - weight }, { arbitrary: hostile, weight });
}

/** A hostile value of the schema's own type: what passes a type check and hurts further in. */
export function hostileFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "integer" || type === "number") return hostileNumber;
  if (type === "string" && schema.format === "date") return fc.oneof({ arbitrary: hostileDay, weight: 3 }, { arbitrary: hostileString, weight: 1 });
  if (type === "string" && schema.format === "date-time") return fc.oneof({ arbitrary: hostileInstant, weight: 3 }, { arbitrary: hostileString, weight: 1 });
  if (type === "string" && schema.pattern === "^\\d{4}-\\d{2}-\\d{2}$") return hostileDay;
  if (type === "string") return hostileString;
  return hostileValue;
}

function validArbitrary(schema: JsonSchema, source: SchemaSource, options: ArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryOf(source.resolve(schema.$ref), source, options, depth);
  // The document's examples are values the API takes: they lead past the first checks more often.
  const generated = generatedArbitrary(schema, source, options, depth);
  return schema.example === undefined ? generated : fc.oneof(fc.constant(schema.example), generated);
}

function generatedArbitrary(schema: JsonSchema, source: SchemaSource, options: ArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, source, options, depth + 1)));
  if (schema.allOf) return arbitraryOf(Object.assign({}, ...schema.allOf.map((part) => (part.$ref ? source.resolve(part.$ref) : part))), source, options, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ["object"] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validArbitrary({ ...schema, type }, source, options, depth)));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number": {
      const numbers = integerArbitrary(schema, types[0] === "integer");
      const ids = options.ids ?? [];
      return ids.length > 0 && (schema.minimum ?? schema.exclusiveMinimum ?? -1) >= 0 ? fc.oneof(numbers, fc.constantFrom(...ids)) : numbers;
    }
    case "string":
      return stringArbitrary(schema);
    case "array": {
      const item = schema.items ? arbitraryOf(schema.items, source, options, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 6)) });
    }
    case "object": {
      if (depth > 6) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property, source, options, depth + 1)]));
      const keys = Object.keys(record);
      if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      return fc.record(record, { requiredKeys: keys.filter((key) => required.has(key)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
