import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

const INDEX = "<!doctype html><div id=root></div>";
const SCRIPT = "console.log('comanda');".repeat(50);
const CARTA = "<!doctype html><div id=carta></div>";

describe("the web app served by the server", () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "comanda-web-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), INDEX);
    writeFileSync(join(dist, "carta.html"), CARTA);
    const script = join(dist, "assets", "index-abc123.js");
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    t = await createTestApp("pglite", { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers every app path with index.html, asked for again on each visit", async () => {
    for (const url of ["/", "/login", "/requests/tables_requests/", "/products/list?x=1"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("answers the customer's digital menu with its own page, with or without a table's QR token", async () => {
    for (const url of ["/carta", "/carta?mesa=abcDEF123_-xyz0123456", "/carta?kiosk=1"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(CARTA);
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("keeps API and websocket paths out of the fallback", async () => {
    for (const url of ["/api/v1/nothing-here", "/ws/nothing"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toBe(INDEX);
    }
  });

  it("sends the precompressed copy the browser accepts, cached for good", async () => {
    const brotli = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 5);

    const gzip = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");

    const plain = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
