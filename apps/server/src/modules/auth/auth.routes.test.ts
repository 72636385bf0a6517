import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltLocal, buildLocal, loginAs, PASSWORD } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { authTokens } from "./auth.schema";

describe.each(DATABASES)("auth on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db);
  });
  afterAll(() => t.close());

  const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { host: local.host, ...headers },
      payload,
    });

  it("logs in and returns the session the web needs", async () => {
    const response = await login({
      email: local.email("Camarero"),
      password: PASSWORD,
      from_client: "web",
      tpv: "caja",
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      role: "Camarero",
      group_type: ["Camarero"],
      local_id: local.id,
      condominium: null,
    });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(data.modules.split(",")).toContain("orders");
  });

  it("accepts the e-mail in any case", async () => {
    const response = await login({ email: local.email("Admin").toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a wrong password with the name field error, in Spanish by default", async () => {
    const response = await login({ email: local.email("Admin"), password: "nope" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      complete: false,
      code: "auth.invalid_credentials",
      kind: "VALIDATION_ERROR",
      errors: { name: ["Correo o contraseña incorrectos"] },
    });
  });

  it("answers in English with Accept-Language: en", async () => {
    const response = await login(
      { email: "nobody@x.test", password: "whatever" },
      { "accept-language": "en" },
    );
    expect(response.json().errors.name[0]).toBe("Wrong e-mail or password");
  });

  it("refuses an unknown till", async () => {
    const response = await login({ email: local.email("Admin"), password: PASSWORD, tpv: "nope" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.tpv).toHaveLength(1);
  });

  it("validates the login body", async () => {
    const response = await login({ email: "not-an-email", password: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ email: ["Debe ser un correo válido"] });
    expect(response.json().errors.password).toBeDefined();
  });

  it("logout revokes the token", async () => {
    const headers = await loginAs(t, local, "Admin");
    const before = await t.app.inject({ method: "GET", url: "/api/v2/auth/get_permission", headers });
    expect(before.statusCode).toBe(200);
    const out = await t.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/v2/auth/get_permission", headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: "auth.unauthenticated", kind: "AUTHENTICATION_ERROR" });
  });

  it("an expired token is refused", async () => {
    const headers = await loginAs(t, local, "Encargado");
    await t.db.update(authTokens).set({ expires_at: new Date(Date.now() - 1000) });
    const response = await t.app.inject({ method: "GET", url: "/api/v2/auth/get_permission", headers });
    expect(response.statusCode).toBe(401);
  });

  it("calls without a token are 401", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/users",
      headers: { host: local.host },
    });
    expect(response.statusCode).toBe(401);
    const garbage = await t.app.inject({
      method: "GET",
      url: "/api/v1/users",
      headers: { host: local.host, authorization: "Bearer garbage" },
    });
    expect(garbage.statusCode).toBe(401);
  });

  it("a token of one local does not open another", async () => {
    const other = await buildLocal(t.db);
    const headers = await loginAs(t, local, "SuperAdmin");
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/users",
      headers: { ...headers, host: other.host },
    });
    expect(response.statusCode).toBe(401);
  });
  // Failed-login limits: login-throttle.routes.test.ts.
});
