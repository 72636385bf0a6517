import { SETTINGS_GROUPS } from "@comanda/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthHeaders,
  type BuiltLocal,
  buildLocal,
  encodeQ,
  loginAs,
  PASSWORD,
  snapshotEntities,
} from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { authOverrides } from "../../modules/auth/auth.schema";

const PROTOTYPE_KEYS = ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "prototype"];
const FORBIDDEN_KEY = "Nombre de campo no permitido";
const NUL = "El texto contiene un carácter nulo, que no está permitido";

type Reply = Awaited<ReturnType<TestApp["app"]["inject"]>>;

/** The one error envelope, a 400 naming the field with the catalogue's message. */
function expectRefused(response: Reply, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({
    complete: false,
    kind: "VALIDATION_ERROR",
    code: "validation.failed",
    message: "Datos no válidos",
    errors: { [field]: [message] },
  });
}

describe.each(DATABASES)("input guard on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;
  let admin: AuthHeaders;

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db, { roles: ["Admin", "Encargado", "Camarero"] });
    admin = await loginAs(t, local, "Admin");
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, headers: object = admin) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, "content-type": "application/json" },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === "string" ? payload : JSON.stringify(payload) }),
    });
  const settingsOf = async () =>
    Object.fromEntries(
      await Promise.all(
        SETTINGS_GROUPS.map(async (group) => [
          group,
          (await call("GET", `/api/v1/settings/${group}`)).json(),
        ]),
      ),
    );

  it("refuses keys named like Object.prototype members in every settings group, changing nothing", async () => {
    const before = await settingsOf();
    for (const group of SETTINGS_GROUPS) {
      for (const key of PROTOTYPE_KEYS) {
        // Written by hand: a JS object literal would turn "__proto__" into its prototype.
        const response = await call("PUT", `/api/v1/settings/${group}`, `{"${key}":1}`);
        expectRefused(response, key, FORBIDDEN_KEY);
      }
    }
    // Nested, next to a valid change: the whole body is refused.
    expectRefused(
      await call("PUT", "/api/v1/settings/work_hours", '{"monday":[],"tuesday":{"toString":1}}'),
      "tuesday.toString",
      FORBIDDEN_KEY,
    );
    expectRefused(
      await call("PUT", "/api/v1/settings/ticket", '{"heading":"Nuevo","__proto__":{"heading":"x"}}'),
      "__proto__",
      FORBIDDEN_KEY,
    );
    expect(await settingsOf()).toEqual(before);
  });

  it("refuses them in form bodies and query strings too", async () => {
    const form = await t.app.inject({
      method: "POST",
      url: "/api/v1/settings/update_touch_keyboard_login",
      headers: { ...admin, "content-type": "application/x-www-form-urlencoded" },
      payload: "use_touch_keyboard=true&valueOf=1",
    });
    expectRefused(form, "valueOf", FORBIDDEN_KEY);
    expect((await call("GET", "/api/v1/settings/global")).json().data.use_touch_keyboard).toBe(false);
    expectRefused(
      await call("GET", "/api/v1/products?constructor=1"),
      "querystring.constructor",
      FORBIDDEN_KEY,
    );
  });

  it("refuses a NUL character in locals/get, before anything is looked up", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/locals/get",
      headers: { host: local.host },
      payload: { location: "de\u0000mo" },
    });
    expectRefused(response, "location", NUL);
  });

  it("refuses a NUL character in remove_user_auth, keeping the lent permission", async () => {
    const waiter = await loginAs(t, local, "Camarero");
    const lent = await call(
      "POST",
      "/api/v1/auth/check_user_auth",
      { email: local.email("Encargado"), password: PASSWORD, action: "auth_system.view" },
      waiter,
    );
    expect(lent.statusCode, lent.body).toBe(200);
    const overrides = await t.db.select().from(authOverrides);
    expectRefused(
      await call("POST", "/api/v1/auth/remove_user_auth", { action: "auth_system.vi\u0000ew" }, waiter),
      "action",
      NUL,
    );
    expectRefused(
      await call("POST", "/api/v1/auth/remove_user_auth", { action: "\u0000" }, waiter),
      "action",
      NUL,
    );
    expect(await t.db.select().from(authOverrides)).toEqual(overrides);
    expect((await call("GET", "/api/v1/users", undefined, waiter)).statusCode).toBe(200);
  });

  it("refuses a NUL character in searches, list filters, path parameters and new rows", async () => {
    expectRefused(await call("GET", "/api/v1/products/scandals?search=ca%00na"), "querystring.search", NUL);
    for (const filter of [{ search: "ca\u0000na" }, { name__icontains: "\u0000" }, { name: "a\u0000" }]) {
      const [field] = Object.keys(filter);
      expectRefused(
        await call("GET", `/api/v1/products?q=${encodeURIComponent(encodeQ(filter))}`),
        `q.${field}`,
        NUL,
      );
    }
    expectRefused(await call("GET", "/api/v1/products/1%00"), "params.id", NUL);
    const before = await snapshotEntities(t.db);
    expectRefused(await call("POST", "/api/v1/categories", { name: "Be\u0000bidas" }), "name", NUL);
    expectRefused(await call("POST", "/api/v1/clients", { first_name: "A\u0000na" }), "first_name", NUL);
    expect(await snapshotEntities(t.db)).toEqual(before);
  });
});
