import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLocal, loginAs } from "../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../test/test-app";

describe.each(DATABASES)("health, docs and unexpected errors on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("health names the database and the version", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: kind,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it("publishes an OpenAPI document generated from the route schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths["/api/v1/auth/login"].post.requestBody.content["application/json"].schema.properties,
    ).toHaveProperty("email");
    expect(doc.paths["/api/v1/users/{id}"]).toHaveProperty("put");
    expect(doc.paths["/api/v1/roles/delete_all"]).toHaveProperty("post");
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("an unknown API route is a 404 in the envelope", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      complete: false,
      code: "globals.route_not_found",
      kind: "NOT_FOUND_ERROR",
    });
  });

  it("an unexpected failure is a 500 with the spec's message and no internals", async () => {
    const local = await buildLocal(t.db);
    const headers = await loginAs(t, local, "Admin");
    await t.db.execute(sql`alter table users rename to users_gone`);
    const response = await t.app.inject({ method: "GET", url: "/api/v1/users", headers });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      complete: false,
      code: "globals.server_error",
      kind: "SERVER_ERROR",
      message: "Error en el servidor, pruebe mas tarde",
    });
    expect(response.body).not.toMatch(/select|stack|users|at \w+ \(/i);
    await t.db.execute(sql`alter table users_gone rename to users`);
  });
});
