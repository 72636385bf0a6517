import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "@comanda/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthHeaders,
  type BuiltLocal,
  buildLocal,
  dbRow,
  encodeQ,
  entityOf,
  entityUrl,
  insertSample,
  loginAs,
  sampleBody,
} from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { ENTITIES } from "../../entities";
import { roles } from "../../modules/auth/auth.schema";
import { visibleColumns } from "./entity";

type Method = "GET" | "POST" | "PUT" | "DELETE";
interface Listed {
  results: Array<Record<string, unknown> & { id: number }>;
  total: number;
}

describe.each(DATABASES)("generic entity calls on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;
  let headers: AuthHeaders;

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db, { roles: ["SuperAdmin"] });
    headers = await loginAs(t, local, "SuperAdmin");
  });
  afterAll(() => t?.close());

  const call = (method: Method, url: string, payload?: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const listUrl = (url: string, filters?: Record<string, unknown>, params = "") =>
    `${url}?${filters ? `q=${encodeURIComponent(encodeQ(filters))}&` : ""}${params}`;
  const list = async (url: string, filters?: Record<string, unknown>, params = ""): Promise<Listed> => {
    const response = await call("GET", listUrl(url, filters, params));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().complete).toBe(true);
    return response.json().data;
  };

  describe.each(ENTITIES.map((entity) => [entity.collection, entity] as const))("%s", (_name, entity) => {
    const url = entityUrl(entity);
    const internal = ["local_id", "deleted_at", ...(entity.hidden ?? [])];

    it("inserts, gets, lists, updates, deletes, restores and batch-deletes", async () => {
      const inserted = await call("POST", url, await sampleBody(t, local, headers, entity));
      expect(inserted.statusCode, inserted.body).toBe(201);
      expect(inserted.json()).toMatchObject({ complete: true, message: "" });
      const row = inserted.json().data as Record<string, unknown> & { id: number };
      expect(row.id).toBeGreaterThan(0);
      for (const column of internal) expect(row).not.toHaveProperty(column);
      // Every visible column, plus what an entity's `expand` adds (a modifier's options).
      expect(Object.keys(row)).toEqual(expect.arrayContaining(Object.keys(visibleColumns(entity))));

      const got = await call("GET", `${url}/${row.id}`);
      expect(got.statusCode).toBe(200);
      expect(got.json().data).toEqual(row);

      const listed = await list(url, { id: row.id });
      expect(listed).toEqual({ results: [row], total: 1 });

      const update = await sampleBody(t, local, headers, entity);
      const updated = await call("PUT", `${url}/${row.id}`, update);
      expect(updated.statusCode, updated.body).toBe(200);
      const afterUpdate = updated.json().data as Record<string, unknown>;
      expect(afterUpdate.id).toBe(row.id);
      expect(afterUpdate.created_at).toBe(row.created_at);
      expect(new Date(afterUpdate.updated_at as string).getTime()).toBeGreaterThanOrEqual(
        new Date(row.updated_at as string).getTime(),
      );
      expect(afterUpdate).not.toEqual(row);
      expect((await call("GET", `${url}/${row.id}`)).json().data).toEqual(afterUpdate);

      const deleted = await call("DELETE", `${url}/${row.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().data).toEqual({ id: row.id });
      expect((await call("GET", `${url}/${row.id}`)).statusCode).toBe(404);
      expect((await call("DELETE", `${url}/${row.id}`)).statusCode).toBe(404);
      expect((await list(url, { id: row.id })).total).toBe(0);
      expect((await list(url, { id: row.id, deleted: true })).results.map((r) => r.id)).toEqual([row.id]);
      expect((await dbRow(t.db, entity, row.id))?.deleted_at).toBeInstanceOf(Date);

      const restored = await call("POST", `${url}/restore`, {
        [entity.uniqueField]: afterUpdate[entity.uniqueField],
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().data.id).toBe(row.id);
      expect((await call("GET", `${url}/${row.id}`)).statusCode).toBe(200);
      expect((await dbRow(t.db, entity, row.id))?.deleted_at).toBeNull();
      // Nothing deleted any more to restore.
      const again = await call("POST", `${url}/restore`, {
        [entity.uniqueField]: afterUpdate[entity.uniqueField],
      });
      expect(again.statusCode).toBe(404);

      const second = await insertSample(t, local, headers, entity);
      const batch = await call("POST", `${url}/delete_all`, { pk__in: [row.id, second.id, row.id] });
      expect(batch.statusCode, batch.body).toBe(200);
      expect(batch.json().data).toEqual({ deleted: 2 });
      expect((await list(url, { id__in: [row.id, second.id] })).total).toBe(0);
      expect((await list(url, { id__in: [row.id, second.id], deleted: true })).total).toBe(2);
    });

    it("delete_all is all or nothing", async () => {
      const row = await insertSample(t, local, headers, entity);
      const before = await dbRow(t.db, entity, row.id);
      const response = await call("POST", `${url}/delete_all`, { pk__in: [row.id, 2_000_000_000] });
      expect(response.statusCode).toBe(404);
      expect(await dbRow(t.db, entity, row.id)).toEqual(before);
    });

    it("answers 404 for unknown ids and 400 for ids that are not ids", async () => {
      for (const method of ["GET", "PUT", "DELETE"] as const) {
        const missing = await call(method, `${url}/2000000000`, method === "PUT" ? {} : undefined);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toMatchObject({ complete: false, kind: "NOT_FOUND_ERROR" });
        for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) {
          const response = await call(method, `${url}/${bad}`, method === "PUT" ? {} : undefined);
          expect(response.statusCode, `${method} ${bad}`).toBe(400);
        }
      }
      for (const pk__in of [[], ["1"], [0], [1.5], "1", null]) {
        const response = await call("POST", `${url}/delete_all`, { pk__in });
        expect(response.statusCode, JSON.stringify(pk__in)).toBe(400);
      }
      const restore = await call("POST", `${url}/restore`, {});
      expect(restore.statusCode).toBe(400);
      expect(restore.json().errors).toHaveProperty(entity.uniqueField);
    });
  });

  describe("filters in q", () => {
    let filterLocal: BuiltLocal;
    let asFilter: AuthHeaders;
    const tpvUrl = "/api/v1/tpv";
    const ids: Record<string, number> = {};
    const names = ["Barra", "Caja", "Salon", "Terraza Norte", "Terraza Sur"];

    beforeAll(async () => {
      filterLocal = await buildLocal(t.db, { roles: ["SuperAdmin"] });
      asFilter = await loginAs(t, filterLocal, "SuperAdmin");
      for (const [name, key] of [
        ["Terraza Norte", "terraza-norte"],
        ["Terraza Sur", "terraza-sur"],
        ["Salon", "salon_1"],
      ] as const) {
        const response = await t.app.inject({
          method: "POST",
          url: tpvUrl,
          headers: asFilter,
          payload: { name, key },
        });
        expect(response.statusCode).toBe(201);
      }
      const all = await t.app.inject({ method: "GET", url: tpvUrl, headers: asFilter });
      for (const row of all.json().data.results) ids[row.key] = row.id;
    });

    const filtered = async (filters: Record<string, unknown>, params = "") => {
      const response = await t.app.inject({
        method: "GET",
        url: listUrl(tpvUrl, filters, params),
        headers: asFilter,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Listed;
    };
    const namesOf = (data: Listed) => data.results.map((row) => row.name);

    it("lists the local's rows by id by default", async () => {
      const data = await filtered({});
      expect(data.total).toBe(5);
      expect(data.results.map((row) => row.id)).toEqual(Object.values(ids).sort((a, b) => a - b));
    });

    it("filters by equality, also with a number given as text", async () => {
      expect(namesOf(await filtered({ key: "barra" }))).toEqual(["Barra"]);
      expect(namesOf(await filtered({ id: ids.caja }))).toEqual(["Caja"]);
      expect(namesOf(await filtered({ id: String(ids.caja) }))).toEqual(["Caja"]);
      expect((await filtered({ key: "BARRA" })).total).toBe(0);
    });

    it("filters by __in", async () => {
      expect(namesOf(await filtered({ key__in: ["caja", "salon_1", "nope"], ordering: "name" }))).toEqual([
        "Caja",
        "Salon",
      ]);
      expect((await filtered({ key__in: [] })).total).toBe(0);
    });

    it("filters by __icontains, case-insensitively and with LIKE wildcards taken literally", async () => {
      expect(namesOf(await filtered({ name__icontains: "TERRAZA", ordering: "name" }))).toEqual([
        "Terraza Norte",
        "Terraza Sur",
      ]);
      expect((await filtered({ name__icontains: "%" })).total).toBe(0);
      expect(namesOf(await filtered({ key__icontains: "_" }))).toEqual(["Salon"]);
    });

    it("filters by __gte and __lte on numbers and dates", async () => {
      const norte = ids["terraza-norte"]!;
      const sur = ids["terraza-sur"]!;
      expect(namesOf(await filtered({ id__gte: norte, id__lte: sur }))).toEqual([
        "Terraza Norte",
        "Terraza Sur",
      ]);
      expect((await filtered({ created_at__gte: "2000-01-01T00:00:00Z" })).total).toBe(5);
      expect((await filtered({ created_at__lte: "2000-01-01" })).total).toBe(0);
      expect((await filtered({ name__gte: "T" })).total).toBe(2);
    });

    it("orders ascending and descending, by several fields", async () => {
      expect(namesOf(await filtered({ ordering: "name" }))).toEqual(names);
      expect(namesOf(await filtered({ ordering: "-name" }))).toEqual([...names].reverse());
      expect(namesOf(await filtered({ ordering: "-key,name" }))).toEqual([
        "Terraza Sur",
        "Terraza Norte",
        "Salon",
        "Caja",
        "Barra",
      ]);
    });

    it("searches over the declared fields", async () => {
      expect(namesOf(await filtered({ search: "norte" }))).toEqual(["Terraza Norte"]);
      expect(namesOf(await filtered({ search: "SALON_", ordering: "name" }))).toEqual(["Salon"]);
      expect((await filtered({ search: "   " })).total).toBe(5);
      expect((await filtered({ search: "zzz" })).total).toBe(0);
    });

    it("pages with a default of 20 and a maximum of 200", async () => {
      const bulk = await buildLocal(t.db, { roles: ["SuperAdmin"] });
      const asBulk = await loginAs(t, bulk, "SuperAdmin");
      for (let i = 0; i < 23; i++) {
        const response = await t.app.inject({
          method: "POST",
          url: tpvUrl,
          headers: asBulk,
          payload: { name: `Caja ${i}`, key: `k-${i}` },
        });
        expect(response.statusCode).toBe(201);
      }
      const page = async (params: string) => {
        const response = await t.app.inject({ method: "GET", url: `${tpvUrl}?${params}`, headers: asBulk });
        return response;
      };
      const first = (await page("")).json().data as Listed;
      expect(first.total).toBe(25);
      expect(first.results).toHaveLength(PAGE_SIZE_DEFAULT);
      const second = (await page("page=2")).json().data as Listed;
      expect(second.total).toBe(25);
      expect(second.results).toHaveLength(5);
      expect(second.results[0]!.id).toBeGreaterThan(first.results.at(-1)!.id);
      const small = (await page("page=3&page_size=10")).json().data as Listed;
      expect(small.results.map((row) => row.id)).toEqual(
        [...first.results, ...second.results].slice(20, 25).map((row) => row.id),
      );
      const beyond = (await page("page=9")).json().data as Listed;
      expect(beyond).toEqual({ results: [], total: 25 });
      expect(((await page(`page_size=${PAGE_SIZE_MAX}`)).json().data as Listed).results).toHaveLength(25);
      for (const params of [
        `page_size=${PAGE_SIZE_MAX + 1}`,
        "page_size=0",
        "page=0",
        "page=abc",
        "page_size=1.5",
      ]) {
        const response = await page(params);
        expect(response.statusCode, params).toBe(400);
        expect(response.json()).toMatchObject({ complete: false, kind: "VALIDATION_ERROR" });
      }
    });

    it("lists soft-deleted rows with deleted: true, and restore brings one back", async () => {
      const created = await t.app.inject({
        method: "POST",
        url: tpvUrl,
        headers: asFilter,
        payload: { name: "Temporal", key: "temporal" },
      });
      const id = created.json().data.id as number;
      expect(
        (await t.app.inject({ method: "DELETE", url: `${tpvUrl}/${id}`, headers: asFilter })).statusCode,
      ).toBe(200);
      expect(namesOf(await filtered({ deleted: true }))).toEqual(["Temporal"]);
      expect((await filtered({})).total).toBe(5);
      const restored = await t.app.inject({
        method: "POST",
        url: `${tpvUrl}/restore`,
        headers: asFilter,
        payload: { key: "temporal" },
      });
      expect(restored.statusCode).toBe(200);
      expect(restored.json().data).toMatchObject({ id, name: "Temporal", key: "temporal" });
      expect((await filtered({ deleted: true })).total).toBe(0);
      expect((await filtered({})).total).toBe(6);
      await t.app.inject({ method: "DELETE", url: `${tpvUrl}/${id}`, headers: asFilter });
    });

    it("refuses to restore a row whose unique value is taken again, naming the field", async () => {
      const first = await t.app.inject({
        method: "POST",
        url: tpvUrl,
        headers: asFilter,
        payload: { name: "Doble", key: "doble" },
      });
      const firstId = first.json().data.id as number;
      await t.app.inject({ method: "DELETE", url: `${tpvUrl}/${firstId}`, headers: asFilter });
      const second = await t.app.inject({
        method: "POST",
        url: tpvUrl,
        headers: asFilter,
        payload: { name: "Doble bis", key: "doble" },
      });
      expect(second.statusCode).toBe(201);
      const restored = await t.app.inject({
        method: "POST",
        url: `${tpvUrl}/restore`,
        headers: asFilter,
        payload: { key: "doble" },
      });
      expect(restored.statusCode).toBe(400);
      expect(restored.json()).toMatchObject({
        code: "globals.conflict",
        errors: { key: [expect.any(String)] },
      });
      expect((await dbRow(t.db, entityOf("tpv"), firstId))?.deleted_at).toBeInstanceOf(Date);
      await t.app.inject({ method: "DELETE", url: `${tpvUrl}/${second.json().data.id}`, headers: asFilter });
    });

    const badQueries: Array<[string, string]> = [
      ["not base64", "%%%not base64!"],
      ["base64 of text that is not JSON", Buffer.from("not json").toString("base64")],
      ["base64 of a JSON array", Buffer.from("[1,2]").toString("base64")],
      ["base64 of a JSON string", Buffer.from('"name"').toString("base64")],
      ["base64 of null", Buffer.from("null").toString("base64")],
      ["an unknown field", encodeQ({ nope: 1 })],
      ["a hidden field", encodeQ({ local_id: 1 })],
      ["an unknown operator", encodeQ({ name__startswith: "T" })],
      ["two operators", encodeQ({ name__in__icontains: "T" })],
      ["text for an integer column", encodeQ({ id: "abc" })],
      ["a fraction for an integer column", encodeQ({ id__gte: 1.5 })],
      ["an integer out of range", encodeQ({ id: 99999999999 })],
      ["a list for an equality", encodeQ({ name: ["a"] })],
      ["an object as value", encodeQ({ name: { a: 1 } })],
      ["a non-list for __in", encodeQ({ id__in: 3 })],
      ["a wrong type inside __in", encodeQ({ id__in: [1, "x"] })],
      ["null inside __in", encodeQ({ key__in: [null] })],
      ["icontains on a non-text column", encodeQ({ id__icontains: "1" })],
      ["icontains with a number", encodeQ({ name__icontains: 1 })],
      ["a bad date", encodeQ({ created_at__gte: "yesterday" })],
      ["a date too far in the future", encodeQ({ created_at__gte: 8.64e15 })],
      ["a date with a six-digit year", encodeQ({ created_at__lte: "+275760-09-13T00:00:00.000Z" })],
      ["a date before Christ", encodeQ({ created_at__gte: "-000001-01-01T00:00:00.000Z" })],
      ["null for __gte", encodeQ({ id__gte: null })],
      ["ordering by an unknown field", encodeQ({ ordering: "nope" })],
      ["ordering that is not text", encodeQ({ ordering: ["name"] })],
      ["search that is not text", encodeQ({ search: 5 })],
      ["deleted that is not a boolean", encodeQ({ deleted: "yes" })],
      ["a field named like an Object method", encodeQ({ constructor: null })],
      ["__proto__ as a field", '{"__proto__": null}'],
      ["toString with an operator", encodeQ({ toString__in: [1] })],
      ["hasOwnProperty as equality", encodeQ({ hasOwnProperty: "x" })],
      ["ordering by constructor", encodeQ({ ordering: "constructor" })],
      ["ordering by __proto__", encodeQ({ ordering: "-__proto__" })],
    ];

    it.each(badQueries)("refuses %s with 400 validation.bad_query", async (_label, raw) => {
      const q = raw.startsWith("{") ? Buffer.from(raw).toString("base64") : raw;
      const response = await t.app.inject({
        method: "GET",
        url: `${tpvUrl}?q=${encodeURIComponent(q)}`,
        headers: asFilter,
      });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ complete: false, code: "validation.bad_query", kind: "VALIDATION_ERROR" });
      expect(body.message).toMatch(/^Filtro no válido: .+/);
    });

    it("explains a bad filter in English with Accept-Language: en", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: `${tpvUrl}?q=${encodeQ({ nope: 1 })}`,
        headers: { ...asFilter, "accept-language": "en-GB,en;q=0.9" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Invalid filter: unknown field nope");
    });

    it("refuses q given twice and q that is too long", async () => {
      const twice = await t.app.inject({
        method: "GET",
        url: `${tpvUrl}?q=${encodeQ({})}&q=${encodeQ({})}`,
        headers: asFilter,
      });
      expect(twice.statusCode).toBe(400);
      const long = await t.app.inject({
        method: "GET",
        url: `${tpvUrl}?q=${encodeQ({ search: "a".repeat(9000) })}`,
        headers: asFilter,
      });
      expect(long.statusCode).toBe(400);
    });

    it("accepts URL-safe base64 without padding", async () => {
      const q = Buffer.from(JSON.stringify({ name__icontains: "sur?" })).toString("base64url");
      const response = await t.app.inject({ method: "GET", url: `${tpvUrl}?q=${q}`, headers: asFilter });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.total).toBe(0);
    });
  });

  describe("bodies", () => {
    const users = "/api/v1/users";
    const tpv = "/api/v1/tpv";
    let roleId: number;

    beforeAll(async () => {
      const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.local_id, local.id));
      roleId = role!.id;
    });

    it("drops empty values ('' and null) before validating and saving", async () => {
      const response = await call("POST", users, {
        username: "vacio",
        first_name: "",
        last_name: null,
        phone: "",
        address: null,
        email: "vacio@example.com",
        password: "secreto",
        role_id: roleId,
      });
      expect(response.statusCode, response.body).toBe(201);
      const row = response.json().data;
      expect(row).toMatchObject({
        username: "vacio",
        first_name: null,
        last_name: null,
        phone: null,
        address: null,
      });

      const updated = await call("PUT", `${users}/${row.id}`, { first_name: "Eva", last_name: "" });
      expect(updated.statusCode).toBe(200);
      const renamed = await call("PUT", `${users}/${row.id}`, { first_name: "", username: null });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data).toMatchObject({ first_name: "Eva", username: "vacio", last_name: null });

      const required = await call("POST", tpv, { name: "", key: "vacia" });
      expect(required.statusCode).toBe(400);
      expect(required.json().errors).toEqual({ name: ["Campo requerido"] });
    });

    it.each([
      ["an emoji", "Caja 🍺"],
      ["Chinese", "收银台"],
      ["a control character", "Caja\u0007"],
    ])("refuses text with %s with the encoding message", async (_label, name) => {
      const response = await call("POST", tpv, { name, key: "encoding" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        complete: false,
        code: "validation.failed",
        kind: "VALIDATION_ERROR",
        errors: { name: ["El texto contiene caracteres no permitidos"] },
      });
      const english = await call("POST", tpv, { name, key: "encoding" }, { "accept-language": "en" });
      expect(english.json().errors.name).toEqual(["The text contains characters that are not allowed"]);
    });

    it("accepts the spec's accented letters and symbols", async () => {
      const response = await call("POST", tpv, { name: "Añejo ¿Café? €5 ºª", key: "acentos" });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.name).toBe("Añejo ¿Café? €5 ºª");
    });

    it("refuses over-long strings with a field message", async () => {
      const response = await call("POST", tpv, { name: "x".repeat(81), key: "y".repeat(65) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        name: ["Debe tener como máximo 80 caracteres"],
        key: ["Debe tener como máximo 64 caracteres"],
      });
    });

    it("refuses wrong types, missing fields and unknown enum values with field messages", async () => {
      const response = await call("POST", users, { username: 5, email: "no", role_id: "1", password: "x" });
      expect(response.statusCode).toBe(400);
      const errors = response.json().errors;
      expect(errors.username).toEqual(["Tipo de dato no válido"]);
      expect(errors.email).toEqual(["Debe ser un correo válido"]);
      expect(errors.role_id).toEqual(["Tipo de dato no válido"]);
      expect(errors.password).toEqual(["Contraseña debe ser de mas de 2 caracteres"]);
      const missing = await call("POST", users, { username: "sin" });
      expect(missing.json().errors).toMatchObject({
        email: ["Campo requerido"],
        role_id: ["Campo requerido"],
      });
      const role = await call("POST", "/api/v1/roles", { name: "R", group_type: "Jefe", actions: ["nope"] });
      expect(role.statusCode).toBe(400);
      expect(role.json().errors).toMatchObject({
        group_type: ["Valor no permitido"],
        "actions.0": ["Valor no permitido"],
      });
    });

    it("refuses a reference to a row that does not exist, even one out of the integer range", async () => {
      for (const role_id of [2_000_000_000, 99_999_999_999]) {
        const response = await call("POST", users, {
          username: "huerfano",
          email: "huerfano@example.com",
          password: "secreto",
          role_id,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().errors).toHaveProperty("role_id");
      }
    });

    it("refuses a duplicate user e-mail, whatever its case, naming the field", async () => {
      const body = { username: "dup", email: "dup@example.com", password: "secreto", role_id: roleId };
      expect((await call("POST", users, body)).statusCode).toBe(201);
      for (const email of ["dup@example.com", "DUP@Example.com"]) {
        const response = await call("POST", users, { ...body, email });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: "globals.conflict",
          errors: { email: ["Ya existe un registro con ese valor"] },
        });
      }
      const other = await call("POST", users, { ...body, email: "dup2@example.com" });
      const clash = await call("PUT", `${users}/${other.json().data.id}`, { email: "dup@example.com" });
      expect(clash.statusCode).toBe(400);
      expect(clash.json().errors).toHaveProperty("email");
    });

    it("refuses a duplicate till key, naming the field", async () => {
      const response = await call("POST", tpv, { name: "Otra caja", key: "caja" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "globals.conflict",
        errors: { key: [expect.any(String)] },
      });
    });

    it("answers restore with values the database cannot hold with 400 naming the field", async () => {
      for (const [url, body, status] of [
        [`${tpv}/restore`, { key: "caja\u0000" }, 400],
        [`${users}/restore`, { email: "a\u0000@example.com" }, 400],
        [`${tpv}/restore`, { key: "\ud800" }, 404],
        [`${tpv}/restore`, { key: 5 }, 400],
        ["/api/v1/roles/restore", { id: 99_999_999_999 }, 400],
        ["/api/v1/roles/restore", { id: "1" }, 400],
      ] as const) {
        const response = await call("POST", url, body);
        expect(response.statusCode, `${url} ${JSON.stringify(body)}: ${response.body}`).toBe(status);
        if (status === 400) expect(Object.keys(response.json().errors)).toEqual(Object.keys(body));
      }
    });

    it("refuses a malformed JSON body with 400", async () => {
      for (const payload of ['{"name": "Caja",', "{'name': 1}", "", "null", "[]", '"text"']) {
        const response = await t.app.inject({
          method: "POST",
          url: tpv,
          headers: { ...headers, "content-type": "application/json" },
          payload,
        });
        expect(response.statusCode, payload).toBe(400);
        expect(response.json()).toMatchObject({ complete: false, kind: "VALIDATION_ERROR" });
      }
    });

    it("refuses a body of another content type with 400", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: tpv,
        headers: { ...headers, "content-type": "text/plain" },
        payload: "name=Caja",
      });
      expect(response.statusCode).toBe(400);
    });
  });
});

describe.each(DATABASES)("body limit on %s", (kind) => {
  let t: TestApp;
  let headers: AuthHeaders;

  beforeAll(async () => {
    t = await createTestApp(kind, { bodyLimitBytes: 2048 });
    const local = await buildLocal(t.db, { roles: ["SuperAdmin"] });
    headers = await loginAs(t, local, "SuperAdmin");
  });
  afterAll(() => t?.close());

  it("answers 413 to a body over the limit and writes nothing", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/tpv",
      headers,
      payload: { name: "x".repeat(3000), key: "grande" },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      complete: false,
      code: "validation.payload_too_large",
      message: "La petición es demasiado grande (máximo 2 kb)",
    });
    const listed = await t.app.inject({
      method: "GET",
      url: `/api/v1/tpv?q=${encodeQ({ key: "grande" })}`,
      headers,
    });
    expect(listed.json().data.total).toBe(0);
    const small = await t.app.inject({
      method: "POST",
      url: "/api/v1/tpv",
      headers,
      payload: { name: "x".repeat(80), key: "grande" },
    });
    expect(small.statusCode).toBe(201);
  });
});
