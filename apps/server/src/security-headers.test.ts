import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLocal, entityOf, entityUrl, loginAs, PASSWORD } from "../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../test/test-app";
import { createFilesService, fileUrl } from "./platform/files/files.service";

const INDEX = "<!doctype html><div id=root></div>";

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers["content-security-policy"];
  expect(typeof header, "content-security-policy").toBe("string");
  return new Map(
    String(header)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const csp = directives(response);
  expect(csp.get("default-src"), what).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(csp.get("object-src"), what).toEqual(["'none'"]);
  expect(csp.get("base-uri"), what).toEqual(["'self'"]);
  expect(csp.get("form-action"), what).toEqual(["'self'"]);
  expect(csp.get("script-src"), what).toEqual(["'self'"]);
  expect(csp.has("upgrade-insecure-requests"), what).toBe(false);
  expect(response.headers["x-frame-options"], what).toBe("DENY");
  expect(response.headers["x-content-type-options"], what).toBe("nosniff");
  expect(response.headers["referrer-policy"], what).toBe("same-origin");
}

describe.each(DATABASES)("security headers (%s)", (kind) => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "comanda-web-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), INDEX);
    writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('comanda');");
    t = await createTestApp(kind, { webDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("protects the web app's page and keeps its own caching", async () => {
    const page = await t.app.inject({ method: "GET", url: "/login" });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page, "index.html");
    expect(page.headers["cache-control"]).toBe("no-cache");

    const asset = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expectSecurityHeaders(asset, "asset");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("lets the page reach its own host's realtime socket, and only that host", async () => {
    const page = await t.app.inject({ method: "GET", url: "/", headers: { host: "bar.localhost:3000" } });
    expect(directives(page).get("connect-src")).toEqual([
      "'self'",
      "ws://bar.localhost:3000",
      "wss://bar.localhost:3000",
    ]);

    const forged = await t.app.inject({ method: "GET", url: "/", headers: { host: "x; script-src *" } });
    expect(directives(forged).get("connect-src")).toEqual(["'self'", "'self'"]);
    expect(directives(forged).get("script-src")).toEqual(["'self'"]);
  });

  it("protects API answers with personal data and keeps them out of caches", async () => {
    const local = await buildLocal(t.db, { roles: ["Admin"] });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { host: local.host },
      payload: { email: local.email("Admin"), password: PASSWORD, tpv: "caja" },
    });
    expect(login.statusCode, login.body).toBe(200);
    expectSecurityHeaders(login, "login");
    expect(login.headers["cache-control"]).toBe("no-store");

    const headers = await loginAs(t, local, "Admin");
    const users = await t.app.inject({ method: "GET", url: entityUrl(entityOf("users")), headers });
    expect(users.statusCode).toBe(200);
    expectSecurityHeaders(users, "users list");
    expect(users.headers["cache-control"]).toBe("no-store");
  });

  it("protects error answers too", async () => {
    const local = await buildLocal(t.db, { roles: ["Admin"] });
    for (const [url, status] of [
      ["/api/v1/nothing-here", 404],
      [entityUrl(entityOf("users")), 401],
    ] as const) {
      const response = await t.app.inject({ method: "GET", url, headers: { host: local.host } });
      expect(response.statusCode, url).toBe(status);
      expectSecurityHeaders(response, url);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
    const badJson = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { host: local.host, "content-type": "application/json" },
      payload: "{",
    });
    expect(badJson.statusCode).toBe(400);
    expectSecurityHeaders(badJson, "malformed body");
    expect(badJson.headers["cache-control"]).toBe("no-store");
  });

  it("protects the API documentation, which runs no inline script either", async () => {
    for (const url of ["/api/docs", "/api/docs/static/swagger-initializer.js", "/api/docs/json"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response, url);
    }
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.body).toMatch(/<script src=/);
    expect(page.body).not.toMatch(/<script>/);
  });

  it("keeps an image file's own caching and policy, and lets other sites show it", async () => {
    const local = await buildLocal(t.db, { roles: ["Admin"] });
    const id = await createFilesService({ db: t.db }).store(
      t.db,
      local.id,
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      "image/png",
    );
    const image = await t.app.inject({ method: "GET", url: fileUrl(id), headers: { host: local.host } });
    expect(image.statusCode).toBe(200);
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(directives(image).get("default-src")).toEqual(["'none'"]);
    expect(directives(image).has("sandbox")).toBe(true);
    expect(image.headers["x-frame-options"]).toBe("DENY");
    expect(image.headers["cross-origin-resource-policy"]).toBe("cross-origin");

    const page = await t.app.inject({ method: "GET", url: "/login" });
    expect(page.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });
});
