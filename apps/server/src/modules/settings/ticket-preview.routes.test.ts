import { defaultSettings } from "@comanda/domain";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltLocal, buildLocal, loginAs, tpvIdOf } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";

/** The visible text of the renderer's HTML, one string per printed line. */
function printedLines(html: string): string[] {
  return [...html.matchAll(/<div(?: style="[^"]*")?>(.*?)<\/div>/g)].map((match) =>
    (match[1] ?? "")
      .replace(/&nbsp;/g, "")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
  );
}

describe.each(DATABASES)("the ticket previews on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db);
    admin = await loginAs(t, local, "Admin");
  });
  afterAll(() => t.close());

  const preview = (group: "ticket" | "ticket_kitchen", payload: Record<string, unknown>, headers = admin) =>
    t.app.inject({ method: "POST", url: `/api/v1/settings/${group}/preview`, headers, payload });

  it("draws the client ticket with the unsaved settings, at the printer's width, saving nothing", async () => {
    const settings = {
      ...defaultSettings("ticket"),
      heading: "Casa <Pepe>",
      nif_cif: "B12345678",
      ticket_text: "¡Gracias!",
    };
    for (const columns of [32, 42, 48]) {
      const response = await preview("ticket", { settings, columns });
      expect(response.statusCode).toBe(200);
      const { html } = response.json().data as { html: string };
      expect(html).toContain(`width:${columns}ch`);
      expect(html).toContain("Casa &lt;Pepe&gt;");
      expect(html).not.toContain("<Pepe>");
      const lines = printedLines(html);
      expect(lines.some((line) => line.trim() === "NIF: B12345678")).toBe(true);
      expect(lines.every((line) => line.length <= columns)).toBe(true);
      expect(lines.some((line) => line.includes("¡Gracias!"))).toBe(true);
    }
    const stored = await t.app.inject({ method: "GET", url: "/api/v1/settings/ticket", headers: admin });
    expect(stored.json().data.heading).toBe("");
  });

  it("heads the ticket with the local's name when the heading is empty", async () => {
    const response = await preview("ticket", { settings: defaultSettings("ticket"), columns: 48 });
    expect(
      printedLines(response.json().data.html).some((line) => line.includes(`Local ${local.location}`)),
    ).toBe(true);
  });

  it("draws a table's and a delivery's kitchen ticket with the kitchen settings", async () => {
    const settings = { ...defaultSettings("ticket_kitchen"), show_total_price: false, group_by_orders: true };
    const plain = await preview("ticket_kitchen", { settings, columns: 42 });
    expect(plain.statusCode).toBe(200);
    const html = plain.json().data.html as string;
    expect(html.match(/class="ticket"/g)).toHaveLength(2);
    const lines = printedLines(html);
    expect(lines.some((line) => line.includes("Entrantes"))).toBe(true);
    expect(lines.some((line) => line.includes("TOTAL"))).toBe(false);
    const priced = await preview("ticket_kitchen", {
      settings: { ...settings, show_total_price: true, group_by_orders: false },
      columns: 42,
    });
    const pricedLines = printedLines(priced.json().data.html);
    expect(pricedLines.some((line) => line.includes("TOTAL"))).toBe(true);
    expect(pricedLines.some((line) => line.includes("Entrantes"))).toBe(false);
  });

  it("speaks the local's language and currency", async () => {
    await t.app.inject({
      method: "PUT",
      url: "/api/v1/settings/global",
      headers: admin,
      payload: { language: "en", currency: "USD" },
    });
    const response = await preview("ticket", { settings: defaultSettings("ticket"), columns: 48 });
    const html = response.json().data.html as string;
    expect(html).toContain("SIMPLIFIED INVOICE");
    expect(html).toContain("$");
    expect(html).not.toContain("€");
    await t.app.inject({
      method: "PUT",
      url: "/api/v1/settings/global",
      headers: admin,
      payload: { language: "es", currency: "EUR" },
    });
  });

  it("draws at the width of the printer chosen, at first the one the tickets go to", async () => {
    const printer = async (body: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/printers",
        headers: admin,
        payload: { connection: "virtual", ...body },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as number;
    };
    const narrow = await printer({ name: "Barra 58", printer_width: "2" });
    const tickets = await printer({
      name: "Caja",
      printer_width: "1",
      main_tpv: await tpvIdOf(t.db, local.id, "caja"),
    });
    const settings = { ...defaultSettings("ticket"), tpv: "caja" };
    const usual = (await preview("ticket", { settings })).json().data;
    expect(usual).toMatchObject({ printer_id: tickets, columns: 42 });
    expect(usual.html).toContain("width:42ch");
    expect(usual.printers).toEqual(
      expect.arrayContaining([
        { id: narrow, name: "Barra 58", columns: 32 },
        { id: tickets, name: "Caja", columns: 42 },
      ]),
    );
    const chosen = (await preview("ticket", { settings, printer_id: narrow })).json().data;
    expect(chosen).toMatchObject({ printer_id: narrow, columns: 32 });
    expect(chosen.html).toContain("width:32ch");

    // Another local's printer is unknown here.
    const other = await buildLocal(t.db);
    const otherAdmin = await loginAs(t, other, "Admin");
    const refused = await preview("ticket", { settings, printer_id: narrow }, otherAdmin);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(["printer_id"]);
    const bare = (await preview("ticket", { settings: defaultSettings("ticket") }, otherAdmin)).json().data;
    expect(bare).toMatchObject({ printer_id: null, columns: 48, printers: [] });
  });

  it("shows the local's logo on the client ticket", async () => {
    const logo = new PNG({ width: 120, height: 40 });
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(PNG.sync.write(logo))], { type: "image/png" }), "logo.png");
    const uploaded = await t.app.inject({
      method: "PUT",
      url: "/api/v1/settings/global/images/logo",
      headers: admin,
      payload: form,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const html = (await preview("ticket", { settings: defaultSettings("ticket"), columns: 48 })).json().data
      .html;
    expect(html).toContain('<img alt="" src="data:image/png;base64,');
    expect(html).toContain(`width:${120 / 12}ch`);
    await t.app.inject({ method: "DELETE", url: "/api/v1/settings/global/images/logo", headers: admin });
    const without = (await preview("ticket", { settings: defaultSettings("ticket"), columns: 48 })).json()
      .data;
    expect(without.html).not.toContain("<img");
  });

  it("refuses a width no printer has and settings that break their rules", async () => {
    const bad = [
      { settings: defaultSettings("ticket"), columns: 40 },
      { settings: { ...defaultSettings("ticket"), qty_client_ticket: 11 }, columns: 48 },
      { settings: { heading: "x" }, columns: 48 },
      { settings: defaultSettings("ticket"), columns: 48, extra: true },
    ];
    for (const payload of bad) expect((await preview("ticket", payload)).statusCode).toBe(400);
    const font = { ...defaultSettings("ticket_kitchen"), header_font: { name: "C", style: "bold", size: 2 } };
    expect((await preview("ticket_kitchen", { settings: font, columns: 48 })).statusCode).toBe(400);
  });

  it("is for those who may see the settings", async () => {
    const waiter = await loginAs(t, local, "Camarero");
    const body = { settings: defaultSettings("ticket"), columns: 48 };
    expect((await preview("ticket", body, waiter)).statusCode).toBe(403);
    const manager = await loginAs(t, local, "Encargado");
    expect((await preview("ticket", body, manager)).statusCode).toBe(200);
  });
});
