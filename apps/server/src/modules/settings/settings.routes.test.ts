import { defaultSettings, SETTINGS_GROUPS } from "@comanda/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltLocal, buildLocal, loginAs } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FILE_URL = /^\/api\/v1\/files\/[0-9a-f-]{36}$/;

/** Bytes that start like a PNG, padded to `size`. */
function png(size: number, fill = 0): Buffer {
  return Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length, fill)]);
}

describe.each(DATABASES)("settings on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db);
    admin = await loginAs(t, local, "Admin");
  });
  afterAll(() => t.close());

  const get = (group: string, headers = admin) =>
    t.app.inject({ method: "GET", url: `/api/v1/settings/${group}`, headers });
  const put = (group: string, payload: Record<string, unknown>, headers = admin) =>
    t.app.inject({ method: "PUT", url: `/api/v1/settings/${group}`, headers, payload });
  const upload = (path: string, data: Buffer, type = "image/png", headers = admin) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(data)], { type }), "image");
    return t.app.inject({ method: "PUT", url: `/api/v1/settings/${path}`, headers, payload: form });
  };
  const fetchFile = (url: string, headers: Record<string, string> = { host: local.host }) =>
    t.app.inject({ method: "GET", url, headers });

  it("answers every group's defaults on a fresh local", async () => {
    const fresh = await buildLocal(t.db);
    const headers = await loginAs(t, fresh, "Admin");
    for (const group of SETTINGS_GROUPS) {
      const response = await get(group, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ complete: true, data: defaultSettings(group), message: "" });
    }
  });

  it("persists an update and merges it with what was stored", async () => {
    expect((await put("ticket", { heading: "  Casa Pepe ", qty_client_ticket: 2 })).statusCode).toBe(200);
    const second = await put("ticket", { phone: "912 345 678" });
    expect(second.json().data).toMatchObject({
      heading: "Casa Pepe",
      qty_client_ticket: 2,
      phone: "912 345 678",
    });
    const read = await get("ticket");
    expect(read.json().data).toEqual({
      ...defaultSettings("ticket"),
      heading: "Casa Pepe",
      qty_client_ticket: 2,
      phone: "912 345 678",
    });
  });

  it("keeps every field when several updates of one group arrive at once", async () => {
    const fields = {
      show_local_header: false,
      show_total_price: true,
      group_by_orders: false,
      show_person_name: false,
    };
    const responses = await Promise.all(
      Object.entries(fields).map(([field, value]) => put("ticket_kitchen", { [field]: value })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await get("ticket_kitchen")).json().data).toMatchObject(fields);
  });

  it("clears a text setting with an empty string", async () => {
    await put("reservation", { phone: "600000000" });
    const cleared = await put("reservation", { phone: "" });
    expect(cleared.json().data.phone).toBe("");
  });

  it("refuses invalid values with field errors and changes nothing", async () => {
    const before = (await get("domicile_pickup")).json().data;
    const response = await put("domicile_pickup", {
      block_pickup_order: true,
      orders_time: [10, 10],
      shift_duration: 150,
      price_domicile_service: -1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      complete: false,
      code: "validation.failed",
      kind: "VALIDATION_ERROR",
    });
    expect(response.json().errors).toEqual({
      orders_time: ["Las opciones de retraso no pueden repetirse"],
      shift_duration: ["Debe ser como máximo 120"],
      price_domicile_service: ["Debe ser como mínimo 0"],
    });
    expect((await get("domicile_pickup")).json().data).toEqual(before);
  });

  it("refuses more than three order delay options", async () => {
    const response = await put("domicile_pickup", { orders_time: [5, 10, 15, 20] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.orders_time).toEqual(["Como máximo 3 opciones de retraso"]);
  });

  it("checks rules across fields against the stored group", async () => {
    expect((await put("reservation", { max_clients: 6 })).statusCode).toBe(200);
    const response = await put("reservation", { min_clients: 8 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ max_clients: ["No puede ser menor que el mínimo"] });
    expect((await get("reservation")).json().data.min_clients).toBe(1);
  });

  it("refuses unknown fields, bad encodings and values outside the spec's lists", async () => {
    const response = await put(
      "global",
      { currency: "JPY", language: "fr", address: "Calle 🍺", colour: "red" },
      { ...admin, "accept-language": "en" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      currency: ["Value not allowed"],
      language: ["Value not allowed"],
      address: ["The text contains characters that are not allowed"],
      colour: ["Unknown field"],
    });
  });

  it("only changes images through an upload", async () => {
    const response = await put("global", { logo: "/api/v1/files/00000000-0000-4000-8000-000000000000" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ logo: ["Esta imagen se cambia subiendo un archivo"] });
  });

  it("answers 404 for an unknown group", async () => {
    expect((await get("nope")).statusCode).toBe(404);
    expect((await put("nope", { a: 1 })).statusCode).toBe(404);
  });

  it("lets a waiter read the configuration but not change it", async () => {
    const waiter = await loginAs(t, local, "Camarero");
    const response = await put("global", { iva: 21 }, waiter);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "auth.forbidden", kind: "AUTHORIZATION_ERROR" });
    const read = await get("global", waiter);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.iva).toBe(10);
  });

  it("needs a session for a group", async () => {
    expect((await get("global", { host: local.host })).statusCode).toBe(401);
  });

  it("tells anyone the local's language", async () => {
    const language = () =>
      t.app.inject({ method: "GET", url: "/api/v1/settings/global/language", headers: { host: local.host } });
    expect((await language()).json()).toEqual({ complete: true, data: { language: "es" }, message: "" });
    await put("global", { language: "en" });
    expect((await language()).json().data).toEqual({ language: "en" });
    await put("global", { language: "es" });
  });

  it("changes the local's touch keyboard default with settings.update, as form data or JSON", async () => {
    const toggle = (
      payload: string | Record<string, unknown>,
      contentType: string,
      headers: Record<string, string> = admin,
    ) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/settings/update_touch_keyboard_login",
        headers: { ...headers, "content-type": contentType },
        payload,
      });
    const readBeforeLogin = () =>
      t.app.inject({
        method: "GET",
        url: "/api/v1/settings/global/touch_keyboard",
        headers: { host: local.host },
      });
    const on = await toggle("use_touch_keyboard=true", "application/x-www-form-urlencoded");
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toEqual({ use_touch_keyboard: true });
    expect((await get("global")).json().data.use_touch_keyboard).toBe(true);
    expect((await readBeforeLogin()).json()).toEqual({
      complete: true,
      data: { use_touch_keyboard: true },
      message: "",
    });

    const off = await toggle({ use_touch_keyboard: false }, "application/json");
    expect(off.json().data).toEqual({ use_touch_keyboard: false });
    expect((await get("global")).json().data.use_touch_keyboard).toBe(false);
    expect((await readBeforeLogin()).json().data).toEqual({ use_touch_keyboard: false });

    expect((await toggle("use_touch_keyboard=maybe", "application/x-www-form-urlencoded")).statusCode).toBe(
      400,
    );

    // Before login (the login screen's toggle keeps its choice on the device) or without the
    // permission, the local's setting stays as it was.
    const anonymous = await toggle({ use_touch_keyboard: true }, "application/json", { host: local.host });
    expect(anonymous.statusCode).toBe(401);
    const waiter = await loginAs(t, local, "Camarero");
    expect((await toggle({ use_touch_keyboard: true }, "application/json", waiter)).statusCode).toBe(403);
    expect((await readBeforeLogin()).json().data).toEqual({ use_touch_keyboard: false });
  });

  describe("images", () => {
    it("stores a logo and serves it to anyone with long-lived cache headers", async () => {
      const data = png(2048, 7);
      const response = await upload("global/images/logo", data, "application/octet-stream");
      expect(response.statusCode).toBe(200);
      const url: string = response.json().data.logo;
      expect(url).toMatch(FILE_URL);
      expect((await get("global")).json().data.logo).toBe(url);

      const served = await fetchFile(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect(served.rawPayload.equals(data)).toBe(true);

      const again = await fetchFile(url, {
        host: local.host,
        "if-none-match": served.headers.etag as string,
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it("replaces the previous file when a new image is uploaded", async () => {
      const first = (await upload("global/images/logo", png(1000, 1))).json().data.logo;
      const second = (await upload("global/images/logo", png(1000, 2))).json().data.logo;
      expect(second).not.toBe(first);
      expect((await fetchFile(first)).statusCode).toBe(404);
      expect((await fetchFile(second)).statusCode).toBe(200);
    });

    it("removes an image and its file", async () => {
      const url = (await upload("digital_card/images/header_image", png(500))).json().data.header_image;
      const removed = await t.app.inject({
        method: "DELETE",
        url: "/api/v1/settings/digital_card/images/header_image",
        headers: admin,
      });
      expect(removed.json().data.header_image).toBe("");
      expect((await fetchFile(url)).statusCode).toBe(404);
    });

    it("refuses a logo over 100 kb and keeps the current one", async () => {
      const before = (await get("global")).json().data.logo;
      const response = await upload("global/images/logo", png(101 * 1024));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "files.too_large", kind: "VALIDATION_ERROR" });
      expect(response.json().message).toContain("100 kb");
      expect(response.json().errors.logo[0]).toContain("100 kb");
      expect((await get("global")).json().data.logo).toBe(before);
    });

    it("accepts a header up to 1000 kb, over the JSON body limit", async () => {
      const response = await upload("digital_card/images/header_image", png(1000 * 1024));
      expect(response.statusCode).toBe(200);
      const tooLarge = await upload("digital_card/images/header_image", png(1000 * 1024 + 1));
      expect(tooLarge.json().message).toContain("1000 kb");
    });

    it("refuses a kiosk header over 5 MB", async () => {
      const response = await upload("digital_card/images/kiosk_header_image", png(5 * 1024 * 1024 + 10));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "files.too_large" });
      expect(response.json().message).toContain("5 MB");
    });

    it("refuses a file that is not an image, whatever type it declares", async () => {
      const response = await upload("global/images/logo", Buffer.from("<html>hola</html>"), "image/png");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "files.bad_type" });
      expect(response.json().errors.logo).toHaveLength(1);
    });

    it("refuses an upload without a file", async () => {
      const response = await t.app.inject({
        method: "PUT",
        url: "/api/v1/settings/global/images/logo",
        headers: admin,
        payload: {},
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.logo).toEqual(["Campo requerido"]);
    });

    it("forbids a waiter to upload", async () => {
      const waiter = await loginAs(t, local, "Camarero");
      expect((await upload("global/images/logo", png(100), "image/png", waiter)).statusCode).toBe(403);
    });

    it("does not serve one local's file to another", async () => {
      const url = (await upload("global/images/logo", png(300, 3))).json().data.logo;
      const other = await buildLocal(t.db);
      expect((await fetchFile(url, { host: other.host })).statusCode).toBe(404);
      expect((await fetchFile(url)).statusCode).toBe(200);
    });
  });
});
