import { Writable } from "node:stream";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type AuthHeaders, buildLocal, loginAs } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { errorHandlerPlugin } from "./error-handler";

type Reply = Awaited<ReturnType<TestApp["app"]["inject"]>>;

/** The error catalogue's envelope and nothing else: no framework field, no internal text. */
function expectEnvelope(response: Reply, status: number, expected: Record<string, unknown>) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json();
  expect(body).toEqual({ complete: false, ...expected });
  expect(Object.keys(body)).not.toContain("statusCode");
  expect(response.body).not.toMatch(/FST_|Unexpected token|Error:/);
}

describe.each(DATABASES)("error answers on %s", (kind) => {
  let t: TestApp;
  let admin: AuthHeaders;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await loginAs(t, await buildLocal(t.db, { roles: ["Admin"] }), "Admin");
  });
  afterAll(() => t.close());

  const send = (payload: string, contentType: string, language = "es") =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/categories",
      headers: { ...admin, "content-type": contentType, "accept-language": language },
      payload,
    });
  const invalid = (message: string) => ({
    kind: "VALIDATION_ERROR",
    code: "validation.failed",
    message: "Datos no válidos",
    errors: { body: [message] },
  });

  it("says a malformed or empty JSON body is not JSON, in the caller's language", async () => {
    expectEnvelope(
      await send('{"name":', "application/json"),
      400,
      invalid("El cuerpo de la petición no es JSON válido"),
    );
    expectEnvelope(
      await send("", "application/json"),
      400,
      invalid("El cuerpo de la petición no es JSON válido"),
    );
    expectEnvelope(await send("{", "application/json", "en"), 400, {
      kind: "VALIDATION_ERROR",
      code: "validation.failed",
      message: "Invalid data",
      errors: { body: ["The request body is not valid JSON"] },
    });
  });

  it("says a content type the API does not take is not taken", async () => {
    expectEnvelope(
      await send("<name/>", "application/xml"),
      400,
      invalid("Tipo de contenido no admitido: envía JSON o un formulario"),
    );
  });

  it("says a cut or poisoned multipart body is malformed or names the field", async () => {
    const multipart = (payload: string, url = "/api/v1/products") =>
      t.app.inject({
        method: "POST",
        url,
        headers: { ...admin, "content-type": "multipart/form-data; boundary=x" },
        payload,
      });
    const part = (name: string, value: string, file = "") =>
      `--x\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${value}\r\n`;
    expectEnvelope(
      await multipart("--x\r\nbroken"),
      400,
      invalid("El formulario enviado está incompleto o mal formado"),
    );
    expectEnvelope(
      await t.app.inject({
        method: "PUT",
        url: "/api/v1/settings/global/images/logo",
        headers: { ...admin, "content-type": "multipart/form-data; boundary=x" },
        payload: `${part("logo", "abc", '; filename="a.png"').slice(0, -10)}`,
      }),
      400,
      invalid("El formulario enviado está incompleto o mal formado"),
    );
    for (const name of ["__proto__", "toString", "prototype"]) {
      const response = await multipart(`${part("name", "Caña")}${part(name, "{}")}--x--\r\n`);
      expect(response.statusCode, name).toBe(400);
      expect(Object.values(response.json().errors)).toEqual([["Nombre de campo no permitido"]]);
    }
    expectEnvelope(await multipart(`${part("name", "Caña")}${part("zones", '["\\u0000"]')}--x--\r\n`), 400, {
      kind: "VALIDATION_ERROR",
      code: "validation.failed",
      message: "Datos no válidos",
      errors: { "zones.0": ["El texto contiene un carácter nulo, que no está permitido"] },
    });
  });

  it("answers a body over the limit, an unknown route, a malformed URL and a plain GET of /ws", async () => {
    expectEnvelope(
      await send(JSON.stringify({ name: "x".repeat(t.config.bodyLimitBytes) }), "application/json"),
      413,
      {
        kind: "PAYLOAD_TOO_LARGE_ERROR",
        code: "validation.payload_too_large",
        message: expect.stringMatching(/^La petición es demasiado grande/),
      },
    );
    const notFound = {
      kind: "NOT_FOUND_ERROR",
      code: "globals.route_not_found",
      message: "Ruta no encontrada",
    };
    expectEnvelope(
      await t.app.inject({ method: "GET", url: "/api/v1/nothing", headers: admin }),
      404,
      notFound,
    );
    expectEnvelope(await t.app.inject({ method: "GET", url: "/ws", headers: admin }), 404, notFound);
    expectEnvelope(
      await t.app.inject({ method: "GET", url: "/api/v1/products/%E0%A4%A", headers: admin }),
      400,
      invalid("Petición no válida"),
    );
  });
});

describe("unexpected errors", () => {
  const logged: string[] = [];
  const app = Fastify({
    logger: {
      level: "error",
      stream: new Writable({
        write(chunk, _encoding, done) {
          logged.push(String(chunk));
          done();
        },
      }),
    },
  });
  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    app.get("/boom", async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    app.get("/odd-field", async () => {
      // A field named like an Object.prototype member once made the handler itself throw.
      z.object({ constructor: z.string(), toString: z.string() }).parse({ constructor: 1, toString: 2 });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers a 500 in the catalogue's words, and keeps the detail in the log", async () => {
    const response = await app.inject({ method: "GET", url: "/boom", headers: { "accept-language": "en" } });
    expectEnvelope(response, 500, {
      kind: "SERVER_ERROR",
      code: "globals.server_error",
      message: "Server error, please try again later",
    });
    expect(response.body).not.toContain("secret_table");
    expect(logged.join("")).toContain("secret_table");
    const spanish = await app.inject({ method: "GET", url: "/boom" });
    expect(spanish.json().message).toBe("Error en el servidor, pruebe mas tarde");
  });

  it("names fields called like Object.prototype members", async () => {
    expectEnvelope(await app.inject({ method: "GET", url: "/odd-field" }), 400, {
      kind: "VALIDATION_ERROR",
      code: "validation.failed",
      message: "Datos no válidos",
      errors: { constructor: ["Tipo de dato no válido"], toString: ["Tipo de dato no válido"] },
    });
  });
});
