import {
  DEFAULT_ROLES,
  hasPermission,
  permissionsOfAccess,
  type RouteAccess,
  routeAccess,
} from "@comanda/domain";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthHeaders,
  type BuiltLocal,
  buildLocal,
  insertSample,
  loginAs,
} from "../../../test/factories";
import { nextTransactionId, snapshotLocal } from "../../../test/local-snapshot";
import { arbitraryOf, type JsonSchema, junkValue, queryValue } from "../../../test/schema-arbitrary";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { ENTITIES } from "../../entities";

/**
 * Issue 22 "make it stay fixed": every route of the OpenAPI document, crawled as each seeded
 * role, without a session, from another local and with generated junk. New routes are crawled
 * as soon as they exist; their expected answers come from ROUTE_ACCESS and DEFAULT_ROLES.
 */

const ROLES = DEFAULT_ROLES.map((role) => role.name);
/** Text written into the crawled local's rows: an answer to another local that shows it leaks. */
const MARK = "zqxmark";
/** An id no row has: permission checks answer before any row is looked up. */
const MISSING_ID = 2_147_000_000;
/** Signing out ends the caller's session: crawled last, after every other route. */
const LOGOUT = "POST /api/v1/auth/logout";

interface Parameter {
  in: "query" | "path" | "header";
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  key: string;
  method: string;
  path: string;
  access: RouteAccess | undefined;
  body: JsonSchema | undefined;
  parameters: Parameter[];
}
interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith("/api/v") || path === "/api/v1/locals/get") continue;
    const route = path.replace(/\{(\w+)\}/g, ":$1");
    for (const [method, operation] of Object.entries(methods)) {
      const verb = method.toUpperCase();
      if (verb === "HEAD") continue;
      operations.push({
        key: `${verb} ${route}`,
        method: verb,
        path,
        access: routeAccess(verb, route),
        body: operation.requestBody?.content?.["application/json"]?.schema,
        parameters: operation.parameters ?? [],
      });
    }
  }
  return operations.sort((x, y) => Number(x.key === LOGOUT) - Number(y.key === LOGOUT));
}

function urlOf(operation: Operation, pathValue: (name: string) => unknown, query: Record<string, unknown>) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(queryValue(pathValue(name))),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.append(name, queryValue(value));
  }
  return search.size > 0 ? `${path}?${search}` : path;
}

/** Whether a role of DEFAULT_ROLES may call a route, by the one permission table. */
function allows(access: RouteAccess | undefined, role: string | undefined): boolean {
  if (access === "public") return true;
  if (role === undefined) return false;
  if (access === "signed_in") return true;
  const template = DEFAULT_ROLES.find((candidate) => candidate.name === role)!;
  if (template.group_type === "SuperAdmin") return true;
  return permissionsOfAccess(access!).some((key) =>
    hasPermission(template.permissions, template.actions, key),
  );
}

describe.each(DATABASES)("route crawl on %s", (kind) => {
  let t: TestApp;
  let a: BuiltLocal;
  let b: BuiltLocal;
  let operations: Operation[];
  const sessionsOfA = new Map<string, AuthHeaders>();
  let adminOfB: AuthHeaders;
  /** Ids of rows the crawled local owns (never its signed-in users nor its tills). */
  const idsOfA: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    [a, b] = await Promise.all([buildLocal(t.db), buildLocal(t.db, { roles: ["SuperAdmin"] })]);
    for (const role of ROLES) sessionsOfA.set(role, await loginAs(t, a, role));
    adminOfB = await loginAs(t, b, "SuperAdmin");
    const admin = sessionsOfA.get("SuperAdmin")!;
    for (const entity of ENTITIES) {
      idsOfA.push((await insertSample(t, a, admin, entity)).id);
      const [column] = entity.searchable;
      if (column) {
        await t.db.execute(
          sql`update ${entity.table} set ${sql.identifier(column)} = ${sql.identifier(column)} || ${` ${MARK}`}
              where local_id = ${a.id}`,
        );
      }
    }
    const product = idsOfA[ENTITIES.findIndex((entity) => entity.collection === "products")]!;
    const order = await t.app.inject({
      method: "POST",
      url: "/api/v1/requests/barra",
      headers: admin,
      payload: { products: [{ id: product, qty: 1, details: MARK }] },
    });
    expect(order.statusCode, order.body).toBe(201);
    idsOfA.push(order.json().data.id as number);
    // A generated call must not sign the crawler out: no id of a signed-in user, their role or till.
    const own = await t.db.execute(sql`
      select id from users where local_id in (${a.id}, ${b.id})
      union select id from roles where local_id in (${a.id}, ${b.id})
      union select id from tpvs where local_id in (${a.id}, ${b.id})`);
    const reserved = new Set((own as unknown as { rows: Array<{ id: number }> }).rows.map((row) => row.id));
    idsOfA.splice(0, idsOfA.length, ...idsOfA.filter((id) => !reserved.has(id)));
    const document = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    operations = operationsOf(document.json());
  }, 120_000);
  afterAll(() => t?.close());

  it("finds an access in ROUTE_ACCESS for every route of the OpenAPI document", () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((operation) => operation.access === undefined).map((o) => o.key)).toEqual([]);
  });

  it("answers each seeded role and no session as the permission table says", async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const operation of operations) {
      for (const role of [undefined, ...ROLES]) {
        const headers = role === undefined ? { host: a.host } : sessionsOfA.get(role)!;
        const response = await t.app.inject({
          method: operation.method as "GET",
          url: urlOf(operation, () => MISSING_ID, {}),
          headers,
          ...(operation.method === "GET" || operation.method === "DELETE" ? {} : { payload: {} }),
        });
        calls += 1;
        const allowed = allows(operation.access, role);
        const refused = response.statusCode === 401 || response.statusCode === 403;
        const expected = allowed ? "not 401/403" : role === undefined ? "401" : "403";
        const right = allowed
          ? !refused
          : response.statusCode === (role === undefined ? 401 : 403) && response.json().complete === false;
        if (!right)
          mismatches.push(
            `${operation.key} as ${role ?? "nobody"}: ${response.statusCode}, expected ${expected}`,
          );
      }
    }
    console.info(
      `route crawl (${kind}): permissions — ${operations.length} routes × ${ROLES.length + 1} sessions = ${calls} calls, ${mismatches.length} mismatches`,
    );
    expect(mismatches.join("\n")).toBe("");
  }, 180_000);

  it("shows and changes nothing of a local to another local's session, whatever ids it sends", async () => {
    const before = await snapshotLocal(t.db, a.id);
    const leaks: string[] = [];
    let calls = 0;
    for (const operation of operations.filter((o) => o.key !== LOGOUT)) {
      // The other local's token on this local's host is no session here.
      const crossed = await t.app.inject({
        method: operation.method as "GET",
        url: urlOf(operation, () => idsOfA[0], {}),
        headers: { ...adminOfB, host: a.host },
      });
      calls += 1;
      if (operation.access !== "public" && crossed.statusCode !== 401) {
        leaks.push(`${operation.key} with B's token on A's host: ${crossed.statusCode}`);
      }
      const samples = fc.sample(
        fc.record({
          body: arbitraryOf(operation.body, idsOfA),
          path: fc.constantFrom(...idsOfA),
          query: fc.record(
            Object.fromEntries(
              operation.parameters
                .filter((parameter) => parameter.in === "query")
                .map((parameter) => [parameter.name, arbitraryOf(parameter.schema, idsOfA)]),
            ),
            { requiredKeys: [] },
          ),
        }),
        { numRuns: 3, seed: 22 },
      );
      for (const sample of samples) {
        const response = await t.app.inject({
          method: operation.method as "GET",
          url: urlOf(operation, () => sample.path, sample.query),
          headers: adminOfB,
          ...(operation.method === "GET" || operation.method === "DELETE"
            ? {}
            : { payload: sample.body as object }),
        });
        calls += 1;
        const text = response.body.toLowerCase();
        if (text.includes(MARK) || text.includes(a.location))
          leaks.push(`${operation.key}: ${response.body.slice(0, 200)}`);
        if (response.statusCode >= 500) leaks.push(`${operation.key}: ${response.statusCode}`);
      }
    }
    console.info(`route crawl (${kind}): another local — ${calls} calls, ${leaks.length} leaks`);
    expect(leaks.join("\n")).toBe("");
    const still = await t.app.inject({
      method: "GET",
      url: "/api/v2/auth/get_permission",
      headers: adminOfB,
    });
    expect(still.statusCode, "the other local's session lasted the whole crawl").toBe(200);
    expect(await snapshotLocal(t.db, a.id)).toEqual(before);
  }, 180_000);

  it("never answers junk with a 500, and a refused call changes nothing", async () => {
    // The permissions crawl signed every session out last.
    let admin = await loginAs(t, a, "SuperAdmin");
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let before = await snapshotLocal(t.db, a.id);
    let written = await nextTransactionId(t.db);
    for (const operation of operations.filter((o) => o.key !== LOGOUT)) {
      const samples = fc.sample(
        fc.record({
          body: fc.oneof({ weight: 3, arbitrary: arbitraryOf(operation.body, idsOfA) }, junkValue),
          path: fc.oneof(fc.constantFrom<unknown>(...idsOfA), junkValue),
          query: fc.dictionary(
            fc.oneof(
              fc.constantFrom(
                ...operation.parameters.filter((p) => p.in === "query").map((p) => p.name),
                "q",
              ),
              fc.string({ maxLength: 8 }),
            ),
            junkValue,
            { maxKeys: 3 },
          ),
        }),
        { numRuns: 4, seed: 22 },
      );
      for (const sample of samples) {
        const response = await t.app.inject({
          method: operation.method as "GET",
          url: urlOf(operation, () => sample.path, sample.query),
          headers: admin,
          ...(operation.method === "GET" || operation.method === "DELETE"
            ? {}
            : {
                payload: JSON.stringify(sample.body),
                headers: { ...admin, "content-type": "application/json" },
              }),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500)
          failures.push(`${operation.key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (response.statusCode < 300) {
          // A call that got through may turn maintenance on: lift it so the crawl goes on.
          await t.db.execute(
            sql`update locals set maintenance = jsonb_set(maintenance, '{active}', 'false') where id = ${a.id}`,
          );
        } else if ((await nextTransactionId(t.db)) === written) {
          // Refused without a write anywhere: nothing to compare.
          continue;
        }
        const after = await snapshotLocal(t.db, a.id);
        if (response.statusCode >= 400 && JSON.stringify(after) !== JSON.stringify(before)) {
          failures.push(`${operation.key}: ${response.statusCode} but the local's data changed`);
        }
        before = after;
        // A junk id may still be the admin's own user (a new password ends its sessions).
        if (response.statusCode === 401) {
          admin = await loginAs(t, a, "SuperAdmin");
          before = await snapshotLocal(t.db, a.id);
        }
        written = await nextTransactionId(t.db);
      }
    }
    const counts = [...statuses].sort(([x], [y]) => x - y).map(([status, n]) => `${status}×${n}`);
    console.info(
      `route crawl (${kind}): junk — ${operations.length - 1} routes, answers ${counts.join(" ")}`,
    );
    expect(failures.join("\n")).toBe("");
  }, 300_000);
});
