import fc from "fast-check";

/** The part of JSON Schema the OpenAPI document of the routes uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
}

/** Values that break naive code: prototype keys' names, NUL, lone surrogates, huge numbers. */
const EDGE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "🍺",
  "收银台",
  "a".repeat(300),
  "constructor",
];
const EDGE_NUMBERS = [0, -1, 1.5, 2147483647, 2147483648, -2147483649, 1e20, Number.MAX_SAFE_INTEGER];
const PROTOTYPE_KEYS = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "prototype"];

/** Any JSON value, edges included: what an attacker sends instead of the expected shape. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2, stringUnit: "binary" }),
  fc.constantFrom<unknown>(...EDGE_STRINGS, ...EDGE_NUMBERS, null, true, [], {}),
  fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
);

/**
 * Values shaped by a route's schema, mostly valid so that calls get past validation, with
 * edges and junk mixed in; integers are drawn from `ids` (rows of the local under test, or of
 * another local) as often as at random.
 */
export function arbitraryOf(
  schema: JsonSchema | undefined,
  ids: readonly number[],
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junkValue;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, ids, depth + 1)));
  if (schema.allOf?.length) return arbitraryOf(schema.allOf[0], ids, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length)
    return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...schema.enum) }, junkValue);
  const types = [schema.type ?? []].flat();
  const shaped = types.map((type) => arbitraryOfType(type, schema, ids, depth));
  if (shaped.length === 0) return junkValue;
  return fc.oneof({ weight: 8, arbitrary: fc.oneof(...shaped) }, { weight: 1, arbitrary: junkValue });
}

function arbitraryOfType(type: string, schema: JsonSchema, ids: readonly number[], depth: number) {
  switch (type) {
    case "object": {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const fields = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, ids, depth + 1)]),
      );
      return fc
        .record(fields, { requiredKeys: Object.keys(fields).filter((key) => required.has(key)) })
        .chain((record) =>
          fc
            .dictionary(fc.constantFrom(...PROTOTYPE_KEYS, "extra"), junkValue, { maxKeys: 1 })
            .map((extra) => ({ ...record, ...extra })),
        );
    }
    case "array":
      return fc.array(arbitraryOf(schema.items, ids, depth + 1), { maxLength: 3 });
    case "integer":
    case "number":
      return fc.oneof(
        ids.length > 0 ? fc.constantFrom(...ids) : fc.nat(),
        // A money field's bounds are decimals (999.99); whole numbers inside them are enough here.
        fc.integer({
          min: Math.ceil(schema.minimum ?? -10),
          max: Math.floor(Math.min(schema.maximum ?? 1000, 1000)),
        }),
        fc.constantFrom(...EDGE_NUMBERS),
      );
    case "string":
      return fc.oneof(
        fc.constantFrom("a", "Caja", "2026-11-26", "2026-11-26T12:00:00Z", "12:30", "ana@example.com"),
        fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 20) }),
        fc.constantFrom(...EDGE_STRINGS),
      );
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return junkValue;
  }
}

/** A query-string value as a browser would send it. */
export function queryValue(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}
