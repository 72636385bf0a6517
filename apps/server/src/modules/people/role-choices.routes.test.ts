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

  const choices = async (role: string, query = "") =>
    t.app.inject({
      method: "GET",
      url: `/api/v1/users/role_choices${query}`,
      headers: await loginAs(t, local, role),
    });
  const names = (response: { json: () => { data: { results: Array<{ name: string }> } } }) =>
    response.json().data.results.map((row) => row.name);

  it("lists by name, without their grants, the roles a manager who cannot edit roles may give", async () => {
    const response = await choices("Encargado");
    expect(response.statusCode, response.body).toBe(200);
    const { results, total } = response.json().data as { results: object[]; total: number };
    expect(results.map((row) => Object.keys(row).sort())).toEqual(results.map(() => ["id", "name"]));
    // Admin ranks above a manager and SuperAdmin is the SuperAdmins' to give (privilege rules).
    expect(names(response)).toEqual(["Camarero", "Cocina", "Encargado", "Repartidor"]);
    expect(total).toBe(4);
    expect(names(await choices("SuperAdmin"))).toEqual([
      "Admin",
      "Camarero",
      "Cocina",
      "Encargado",
      "Repartidor",
      "SuperAdmin",
    ]);
  });

  it("also lists the edited employee's own role, so the form can show it", async () => {
    const all = (await choices("SuperAdmin")).json().data.results as Array<{ id: number; name: string }>;
    const superAdmin = all.find((role) => role.name === "SuperAdmin")!;
    expect(names(await choices("Encargado", `?keep=${superAdmin.id}`))).toContain("SuperAdmin");
    expect((await choices("Encargado", "?keep=abc")).statusCode).toBe(400);
  });

  it("is refused to whoever may not see the employees", async () => {
    expect((await choices("Cocina")).statusCode).toBe(403);
  });
});
