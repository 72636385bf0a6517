import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltLocal, buildLocal, loginAs } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";

describe.each(DATABASES)("the employee form's role choices on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db, { roles: ["SuperAdmin", "Encargado", "Cocina"] });
    // Another local's roles never show.
    await buildLocal(t.db, { roles: ["SuperAdmin"] });
  });
  afterAll(() => t.close());

  const choices = async (role: string) =>
    t.app.inject({
      method: "GET",
      url: "/api/v1/users/role_choices",
      headers: await loginAs(t, local, role),
    });

  it("lists the local's roles by name, without their grants, to a manager who cannot edit roles", async () => {
    const response = await choices("Encargado");
    expect(response.statusCode, response.body).toBe(200);
    const { results, total } = response.json().data as { results: object[]; total: number };
    expect(results.map((row) => Object.keys(row).sort())).toEqual(results.map(() => ["id", "name"]));
    expect(results.map((row) => (row as { name: string }).name)).toEqual([
      "Admin",
      "Camarero",
      "Cocina",
      "Encargado",
      "Repartidor",
      "SuperAdmin",
    ]);
    expect(total).toBe(6);
  });

  it("is refused to whoever may not see the employees", async () => {
    expect((await choices("Cocina")).statusCode).toBe(403);
  });
});
