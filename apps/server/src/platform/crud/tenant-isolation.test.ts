import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthHeaders,
  type BuiltLocal,
  buildLocal,
  dbRow,
  encodeQ,
  entityUrl,
  insertSample,
  loginAs,
  sampleBody,
} from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { ENTITIES } from "../../entities";
import type { EntityDefinition } from "./entity";

/**
 * For every entity of the registry: a user of local B can neither list, get, update,
 * delete, batch-delete nor restore a row of local A, and A's row is left as it was.
 */
describe.each(DATABASES)("tenant isolation of the generic entities on %s", (kind) => {
  let t: TestApp;
  let localA: BuiltLocal;
  let localB: BuiltLocal;
  let asA: AuthHeaders;
  let asB: AuthHeaders;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [localA, localB] = await Promise.all([
      buildLocal(t.db, { roles: ["SuperAdmin"] }),
      buildLocal(t.db, { roles: ["SuperAdmin"] }),
    ]);
    [asA, asB] = await Promise.all([loginAs(t, localA, "SuperAdmin"), loginAs(t, localB, "SuperAdmin")]);
  });
  afterAll(() => t?.close());

  const call = (
    headers: AuthHeaders,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  const list = async (headers: AuthHeaders, entity: EntityDefinition, filters: Record<string, unknown>) => {
    const response = await call(headers, "GET", `${entityUrl(entity)}?q=${encodeQ(filters)}&page_size=200`);
    expect(response.statusCode).toBe(200);
    return response.json().data as { results: Array<{ id: number }>; total: number };
  };

  const expectNotFound = (response: { statusCode: number; json: () => { code?: string } }) => {
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("globals.not_found");
  };

  it("the registry has entities to check", () => {
    expect(ENTITIES.length).toBeGreaterThan(0);
  });

  describe.each(ENTITIES.map((entity) => [entity.collection, entity] as const))("%s", (_name, entity) => {
    const url = entityUrl(entity);

    it("local B cannot list, get, update, delete, batch-delete nor restore a row of local A", async () => {
      const totalOfBBefore = (await list(asB, entity, {})).total;
      const created = await insertSample(t, localA, asA, entity);
      const uniqueValue = created[entity.uniqueField];
      expect(uniqueValue).toBeDefined();
      const storedBefore = await dbRow(t.db, entity, created.id);
      expect(storedBefore).toBeDefined();
      const seenByABefore = await call(asA, "GET", `${url}/${created.id}`);
      expect(seenByABefore.statusCode).toBe(200);

      // list: neither among the results nor counted, whatever the filter.
      const plain = await list(asB, entity, {});
      expect(plain.results.map((row) => row.id)).not.toContain(created.id);
      expect(plain.total).toBe(totalOfBBefore);
      expect((await list(asB, entity, { id: created.id })).total).toBe(0);
      expect((await list(asB, entity, { id__in: [created.id] })).total).toBe(0);
      expect((await list(asB, entity, { [entity.uniqueField]: uniqueValue })).total).toBe(0);
      expect((await list(asB, entity, { id: created.id, deleted: true })).total).toBe(0);
      // A's row is visible to A, so the filters above would have found it.
      expect((await list(asA, entity, { id: created.id })).total).toBe(1);

      expectNotFound(await call(asB, "GET", `${url}/${created.id}`));

      // A body that is valid in B (its references are B's), so only the tenant can refuse it.
      const bodyForB = await sampleBody(t, localB, asB, entity);
      expectNotFound(await call(asB, "PUT", `${url}/${created.id}`, bodyForB));
      expectNotFound(await call(asB, "PUT", `${url}/${created.id}`, {}));

      expectNotFound(await call(asB, "DELETE", `${url}/${created.id}`));
      expectNotFound(await call(asB, "POST", `${url}/delete_all`, { pk__in: [created.id] }));

      // All or nothing: B's own row in the same batch is not deleted either.
      const ownOfB = await insertSample(t, localB, asB, entity);
      const ownOfBBefore = await dbRow(t.db, entity, ownOfB.id);
      expectNotFound(await call(asB, "POST", `${url}/delete_all`, { pk__in: [ownOfB.id, created.id] }));
      expect(await dbRow(t.db, entity, ownOfB.id)).toEqual(ownOfBBefore);

      expectNotFound(await call(asB, "POST", `${url}/restore`, { [entity.uniqueField]: uniqueValue }));

      expect(await dbRow(t.db, entity, created.id)).toEqual(storedBefore);
      const seenByAAfter = await call(asA, "GET", `${url}/${created.id}`);
      expect(seenByAAfter.statusCode).toBe(200);
      expect(seenByAAfter.json()).toEqual(seenByABefore.json());
    });

    it("a body naming another local (or another id) cannot move a row there", async () => {
      const body = await sampleBody(t, localA, asA, entity);
      const inserted = await call(asA, "POST", url, { ...body, local_id: localB.id, id: 1 });
      expect(inserted.statusCode, inserted.body).toBe(201);
      const id = inserted.json().data.id as number;
      expect((await dbRow(t.db, entity, id))?.local_id).toBe(localA.id);

      const before = await dbRow(t.db, entity, id);
      const updated = await call(asA, "PUT", `${url}/${id}`, {
        local_id: localB.id,
        id: id + 1,
        deleted_at: null,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const after = await dbRow(t.db, entity, id);
      expect(after).toEqual({ ...before, updated_at: after?.updated_at });
      expect((await list(asB, entity, { id })).total).toBe(0);
    });

    it("local B cannot restore a soft-deleted row of local A, which stays deleted", async () => {
      const created = await insertSample(t, localA, asA, entity);
      const uniqueValue = created[entity.uniqueField];
      const deleted = await call(asA, "DELETE", `${url}/${created.id}`);
      expect(deleted.statusCode).toBe(200);
      const storedBefore = await dbRow(t.db, entity, created.id);
      expect(storedBefore?.deleted_at).toBeInstanceOf(Date);

      expectNotFound(await call(asB, "POST", `${url}/restore`, { [entity.uniqueField]: uniqueValue }));
      expect((await list(asB, entity, { id: created.id, deleted: true })).total).toBe(0);
      expectNotFound(await call(asB, "GET", `${url}/${created.id}`));

      expect(await dbRow(t.db, entity, created.id)).toEqual(storedBefore);
      expectNotFound(await call(asA, "GET", `${url}/${created.id}`));
      expect((await list(asA, entity, { id: created.id, deleted: true })).total).toBe(1);

      // The same restore is allowed to A: the 404 above was about the tenant, not the call.
      const restored = await call(asA, "POST", `${url}/restore`, { [entity.uniqueField]: uniqueValue });
      expect(restored.statusCode).toBe(200);
      expect(restored.json().data.id).toBe(created.id);
    });
  });
});
