import { FILTER_OPERATORS } from "@comanda/domain";
import { eq, getTableColumns } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthHeaders,
  type BuiltLocal,
  buildLocal,
  entityOf,
  entityUrl,
  insertSample,
  loginAs,
  sampleBody,
  snapshotEntities,
  userIdOf,
} from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { ENTITIES } from "../../entities";
import { users } from "../../modules/auth/auth.schema";
import { type EntityDefinition, visibleColumns } from "./entity";

/** These calls grow with every entity the product adds: seconds each, not the 30 s of one test. */
const SWEEP_TIMEOUT = 180_000;

/** Statuses a generic call may answer; anything else (a 500 above all) is a bug. */
const EXPECTED_STATUSES = [200, 201, 400, 404, 413];

type Row = Record<string, unknown>;
type Method = "GET" | "POST" | "PUT" | "DELETE";
interface RandomCall {
  collection: string;
  method: Method;
  url: string;
  /** Sent as is with `content-type: application/json`, so it may be malformed JSON. */
  payload?: string;
  label: string;
}

/** Values that sit on the edges of the validation rules, mixed into the random ones. */
const EDGE_VALUES: unknown[] = [
  "",
  null,
  " ",
  "🍺",
  "收银台",
  "\u0000",
  "\ud800",
  "a".repeat(81),
  "a".repeat(300),
  "Añejo ¿Café? €",
  "x@example.com",
  "ORDER BY 1; --",
  "%",
  0,
  -1,
  1,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  1e10,
  Number.MAX_SAFE_INTEGER,
  true,
  false,
  [],
  {},
  [1, 2],
  "2020-01-01",
  "+275760-09-13T00:00:00.000Z",
];

/** Edge values by column kind: the ones most likely to slip past a schema into the database. */
const EDGES_BY_KIND: Record<string, unknown[]> = {
  integer: [0, -1, 1.5, "1", 2147483647, 2147483648, -2147483649, 1e10, 1e300, null],
  text: ["", "\u0000", "a\u0000b", "\ud800", "🍺", "收银台", "a".repeat(81), "a".repeat(256), 5, null],
  date: [
    "yesterday",
    "2020-01-01",
    "+275760-09-13T00:00:00.000Z",
    "-000001-01-01T00:00:00.000Z",
    8.64e15,
    -1e15,
  ],
  other: [{}, [], "{}", "[]", ["orders.discount"], { orders: { view: true } }, { orders: { view: "yes" } }],
};

const jsonValue = fc.jsonValue({ maxDepth: 3, stringUnit: "binary" });
const edgeOrRandom = fc.oneof(fc.constantFrom(...EDGE_VALUES), jsonValue);

function columnKind(entity: EntityDefinition, field: string): string {
  const columns = getTableColumns(entity.table) as Record<string, { dataType: string; columnType: string }>;
  const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
  if (!column) return field === "password" ? "text" : "other";
  if (column.dataType === "number") return "integer";
  if (column.dataType === "date") return "date";
  return column.dataType === "string" ? "text" : "other";
}

/** Ordinary values by column kind, so that some random calls get through and reach the database. */
const VALID_BY_KIND: Record<string, unknown[]> = {
  integer: [1, 2, 3, 4],
  text: ["a", "Caja", "caja", "Ana"],
  date: ["2020-01-01T00:00:00Z", new Date().toISOString()],
  other: [true, false],
};

/** A value for `field`: an ordinary one, an edge of its column's kind, a general edge, or anything. */
function valueFor(entity: EntityDefinition, field: string, ordinaryWeight = 2) {
  const kind = columnKind(entity, field);
  return fc.oneof(
    { weight: ordinaryWeight, arbitrary: fc.constantFrom(...VALID_BY_KIND[kind]!) },
    { weight: 3, arbitrary: fc.constantFrom(...EDGES_BY_KIND[kind]!) },
    { weight: 1, arbitrary: fc.constantFrom(...EDGE_VALUES) },
    { weight: 1, arbitrary: jsonValue },
  );
}

function fieldNames(entity: EntityDefinition): string[] {
  return [...Object.keys(getTableColumns(entity.table)), "password", "pk__in"];
}

/** Keys that are a real field most of the time, sometimes noise or an Object.prototype name. */
function keyArbitrary(entity: EntityDefinition) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...fieldNames(entity)) },
    { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "toString", "hasOwnProperty") },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
}

describe.each(DATABASES)("random input to the generic calls on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;
  let headers: AuthHeaders;
  /** Rows whose change would end the acting session (its user, its role): never targeted. */
  const protectedIds: Record<string, number[]> = {};
  const existing: Record<string, Row[]> = {};
  const samples: Record<string, Row> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db, { roles: ["SuperAdmin"] });
    headers = await loginAs(t, local, "SuperAdmin");
    const userId = await userIdOf(t.db, local, "SuperAdmin");
    const [acting] = await t.db.select({ role_id: users.role_id }).from(users).where(eq(users.id, userId));
    protectedIds.users = [userId];
    protectedIds.roles = [acting!.role_id];
    for (const entity of ENTITIES) {
      existing[entity.collection] = [
        await insertSample(t, local, headers, entity),
        await insertSample(t, local, headers, entity),
      ];
      // A valid body not inserted yet: the random bodies below are variations of it.
      samples[entity.collection] = await sampleBody(t, local, headers, entity);
      const deleted = existing[entity.collection]![1]!;
      await t.app.inject({ method: "DELETE", url: `${entityUrl(entity)}/${deleted.id}`, headers });
    }
  });
  afterAll(() => t?.close());

  function idArbitrary(entity: EntityDefinition) {
    const ids = existing[entity.collection]!.map((row) => row.id as number);
    const safe = (id: number) => !(protectedIds[entity.collection] ?? []).includes(id);
    return fc.oneof(
      fc.constantFrom(...ids),
      fc.integer({ min: -5, max: 2 ** 31 + 5 }).filter(safe),
      fc.constantFrom(0, 2 ** 31 - 1, 2 ** 31, 1e20),
    );
  }

  /** A body: random JSON, an object of mostly real fields, or a valid sample with a field or two changed. */
  function bodyArbitrary(entity: EntityDefinition) {
    const sample = samples[entity.collection]!;
    const sampleKeys = Object.keys(sample);
    const change = fc
      .constantFrom(...sampleKeys)
      .chain((key) => valueFor(entity, key).map((value) => [key, value]));
    const mutated = fc
      .tuple(
        fc.uniqueArray(change, { minLength: 1, maxLength: 2, selector: ([key]) => key }),
        fc.dictionary(keyArbitrary(entity), edgeOrRandom, { maxKeys: 1 }),
      )
      .map(([changes, extra]) => JSON.stringify({ ...sample, ...Object.fromEntries(changes), ...extra }));
    return fc.oneof(
      jsonValue.map((value) => JSON.stringify(value)),
      fc.dictionary(keyArbitrary(entity), edgeOrRandom, { maxKeys: 6 }).map((value) => JSON.stringify(value)),
      { weight: 6, arbitrary: mutated },
      fc.string({ maxLength: 40 }),
    );
  }

  function writeCallArbitrary(entity: EntityDefinition): fc.Arbitrary<RandomCall> {
    const url = entityUrl(entity);
    const ids = idArbitrary(entity);
    const body = bodyArbitrary(entity);
    const uniqueValues = existing[entity.collection]!.map((row) => row[entity.uniqueField]);
    const safePk = (pk: unknown) =>
      !(Array.isArray(pk) && pk.some((id) => (protectedIds[entity.collection] ?? []).includes(id as number)));
    return fc.oneof(
      {
        weight: 3,
        arbitrary: body.map((payload) => ({
          collection: entity.collection,
          method: "POST" as const,
          url,
          payload,
          label: "insert",
        })),
      },
      {
        weight: 3,
        arbitrary: fc.tuple(ids, body).map(([id, payload]) => ({
          collection: entity.collection,
          method: "PUT" as const,
          url: `${url}/${id}`,
          payload,
          label: "update",
        })),
      },
      ids.map((id) => ({
        collection: entity.collection,
        method: "DELETE" as const,
        url: `${url}/${id}`,
        label: "delete",
      })),
      fc
        .oneof(
          fc.array(fc.oneof(ids, edgeOrRandom), { maxLength: 4 }).map((pk__in) => ({ pk__in })),
          fc.dictionary(keyArbitrary(entity), edgeOrRandom, { maxKeys: 2 }),
          jsonValue,
        )
        .filter(
          (value) =>
            typeof value !== "object" || value === null || !("pk__in" in value) || safePk(value.pk__in),
        )
        .map((value) => ({
          collection: entity.collection,
          method: "POST" as const,
          url: `${url}/delete_all`,
          payload: JSON.stringify(value),
          label: "delete_all",
        })),
      fc
        .oneof(
          fc
            .oneof(fc.constantFrom(...uniqueValues), valueFor(entity, entity.uniqueField))
            .map((value) => ({ [entity.uniqueField]: value })),
          fc.dictionary(keyArbitrary(entity), edgeOrRandom, { maxKeys: 2 }),
          jsonValue,
        )
        .map((value) => ({
          collection: entity.collection,
          method: "POST" as const,
          url: `${url}/restore`,
          payload: JSON.stringify(value),
          label: "restore",
        })),
    );
  }

  /**
   * A `q`: random text, base64 of random JSON, or (mostly) base64 of filters built from
   * real fields, operators and values, so that many reach the database.
   */
  function listCallArbitrary(entity: EntityDefinition): fc.Arbitrary<RandomCall> {
    const columns = Object.keys(visibleColumns(entity));
    const fields = [...columns, "search", "deleted"];
    const anyField = [...fieldNames(entity), "ordering"];
    const operator = fc.oneof(
      {
        weight: 12,
        arbitrary: fc.constantFrom(
          "",
          ...FILTER_OPERATORS.filter((op) => op !== "eq").map((op) => `__${op}`),
        ),
      },
      { weight: 1, arbitrary: fc.constantFrom("__", "__eq", "__startswith", "__in__in", "__ICONTAINS") },
      { weight: 1, arbitrary: fc.string({ maxLength: 8 }).map((op) => `__${op}`) },
    );
    const field = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...fields) },
      fc.constantFrom(...anyField),
    );
    const filter = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.tuple(field, operator).chain(([name, op]) => {
          const one = valueFor(entity, name, 4);
          const many = fc.array(one, { maxLength: 3 });
          const value =
            op === "__in"
              ? fc.oneof({ weight: 4, arbitrary: many }, one)
              : fc.oneof({ weight: 4, arbitrary: one }, many);
          return value.map((v): [string, unknown] => [name + op, v]);
        }),
      },
      { weight: 1, arbitrary: fc.tuple(keyArbitrary(entity), edgeOrRandom) },
    );
    const orderingName = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...columns) },
      fc.constantFrom("__proto__", "constructor", "password_hash", ""),
      fc.string({ maxLength: 8 }),
    );
    const orderingValue = fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .array(fc.tuple(fc.boolean(), orderingName), { minLength: 1, maxLength: 3 })
          .map((parts) => parts.map(([descending, name]) => (descending ? `-${name}` : name)).join(",")),
      },
      edgeOrRandom,
    );
    // JSON text rather than an object, so that a "__proto__" key stays an ordinary key.
    const filters = fc
      .tuple(fc.array(filter, { maxLength: 3 }), fc.option(orderingValue, { nil: undefined, freq: 2 }))
      .map(([entries, ordering]) =>
        [...entries, ...(ordering === undefined ? [] : [["ordering", ordering] as const])]
          .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
          .join(","),
      )
      .map((members) => `{${members}}`);
    const encode = (text: string, url: boolean) => Buffer.from(text).toString(url ? "base64url" : "base64");
    const q = fc.oneof(
      fc.string({ maxLength: 30, unit: "grapheme" }),
      fc.tuple(jsonValue, fc.boolean()).map(([value, url]) => encode(JSON.stringify(value), url)),
      { weight: 8, arbitrary: fc.tuple(filters, fc.boolean()).map(([text, url]) => encode(text, url)) },
    );
    // Mostly absent or valid, so that the filters themselves get tried.
    const pageParam = fc.option(
      fc.oneof(
        { weight: 8, arbitrary: fc.integer({ min: 1, max: 200 }).map(String) },
        fc.integer({ min: -2, max: 1000 }).map(String),
        fc.string({ maxLength: 5, unit: "grapheme" }),
      ),
      { nil: undefined, freq: 2 },
    );
    return fc.tuple(q, pageParam, pageParam).map(([value, page, pageSize]) => {
      const params = new URLSearchParams({ q: value });
      if (page !== undefined) params.set("page", page);
      if (pageSize !== undefined) params.set("page_size", pageSize);
      return {
        collection: entity.collection,
        method: "GET" as const,
        url: `${entityUrl(entity)}?${params}`,
        label: "list",
      };
    });
  }

  async function expectNoServerErrorAndNoRefusedWrite(call: RandomCall) {
    // A generic call writes its own table only; snapshotting just that one keeps the runs fast.
    const entity = entityOf(call.collection);
    const before = await snapshotEntities(t.db, [entity]);
    const response = await t.app.inject({
      method: call.method,
      url: call.url,
      headers: call.payload === undefined ? headers : { ...headers, "content-type": "application/json" },
      ...(call.payload === undefined ? {} : { payload: call.payload }),
    });
    const context = `${call.label} ${call.method} ${call.url} ${call.payload ?? ""} → ${response.body}`;
    expect(EXPECTED_STATUSES, context).toContain(response.statusCode);
    expect(response.json().complete, context).toBe(response.statusCode < 300);
    if (response.statusCode >= 400 || call.method === "GET") {
      expect(await snapshotEntities(t.db, [entity]), context).toEqual(before);
    }
  }

  // The random calls below find surprises; these sweeps make sure every field meets every edge of its kind.
  it("never answers 500 to a valid body with one field set to an edge value of its kind", {
    timeout: SWEEP_TIMEOUT,
  }, async () => {
    for (const entity of ENTITIES) {
      const sample = samples[entity.collection]!;
      const url = entityUrl(entity);
      const target = existing[entity.collection]![0]!.id as number;
      for (const field of [...Object.keys(sample), "id", "local_id", "deleted_at"]) {
        for (const value of EDGES_BY_KIND[columnKind(entity, field)]!) {
          // Fields the sample lacks are dropped by the schema: an insert would only repeat the sample.
          if (Object.hasOwn(sample, field)) {
            const payload = JSON.stringify({ ...sample, [field]: value });
            await expectNoServerErrorAndNoRefusedWrite({
              collection: entity.collection,
              method: "POST",
              url,
              payload,
              label: "insert",
            });
          }
          await expectNoServerErrorAndNoRefusedWrite({
            collection: entity.collection,
            method: "PUT",
            url: `${url}/${target}`,
            payload: JSON.stringify({ [field]: value }),
            label: "update",
          });
        }
      }
      for (const value of EDGES_BY_KIND[columnKind(entity, entity.uniqueField)]!) {
        await expectNoServerErrorAndNoRefusedWrite({
          collection: entity.collection,
          method: "POST",
          url: `${url}/restore`,
          payload: JSON.stringify({ [entity.uniqueField]: value }),
          label: "restore",
        });
      }
    }
  });

  it("never answers 500 to a filter on any kind of column with any operator and an edge value", {
    timeout: SWEEP_TIMEOUT,
  }, async () => {
    // The filter parser looks at the column's type only: one column of each type, from any entity.
    const byType = new Map<string, { entity: EntityDefinition; field: string }>();
    for (const entity of ENTITIES) {
      for (const [field, column] of Object.entries(getTableColumns(entity.table))) {
        const type = `${column.columnType}/${column.dataType}`;
        if (!byType.has(type)) byType.set(type, { entity, field });
      }
      for (const field of ["constructor", "__proto__", "toString"]) byType.set(`${field}`, { entity, field });
    }
    for (const { entity, field } of byType.values()) {
      const edges = [...EDGES_BY_KIND[columnKind(entity, field)]!, "1"];
      const urls = [field, `-${field}`].map((ordering) => JSON.stringify({ ordering }));
      for (const operator of ["", ...FILTER_OPERATORS.map((op) => `__${op}`)]) {
        for (const value of [...edges, edges])
          urls.push(`{${JSON.stringify(field + operator)}:${JSON.stringify(value)}}`);
      }
      for (const filters of urls) {
        const q = encodeURIComponent(Buffer.from(filters).toString("base64"));
        const response = await t.app.inject({ method: "GET", url: `${entityUrl(entity)}?q=${q}`, headers });
        expect([200, 400], `${entity.collection} ${filters}: ${response.body}`).toContain(
          response.statusCode,
        );
      }
    }
  });

  it("never answers 500 to random bodies, and a refused call changes no row", {
    timeout: SWEEP_TIMEOUT,
  }, async () => {
    const call = fc.constantFrom(...ENTITIES).chain((entity) => writeCallArbitrary(entity));
    await fc.assert(fc.asyncProperty(call, expectNoServerErrorAndNoRefusedWrite), { numRuns: 120 });
  });

  it("never answers 500 to a random q, and listing changes no row", { timeout: SWEEP_TIMEOUT }, async () => {
    const call = fc.constantFrom(...ENTITIES).chain((entity) => listCallArbitrary(entity));
    await fc.assert(fc.asyncProperty(call, expectNoServerErrorAndNoRefusedWrite), { numRuns: 80 });
  });
});
