import { inflateSync } from "node:zlib";
import { MAX_TABLES_PER_ZONE, TABLE_QR_PATTERN, tableMenuUrl } from "@comanda/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthHeaders, type BuiltLocal, buildLocal, loginAs } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { tables } from "./floor.schema";
import { newQrToken } from "./tables.entity";

type Row = Record<string, unknown> & { id: number };
type Reply = {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
  json: () => {
    data: Row & { results: Row[]; total: number };
    code: string;
    message: string;
    errors?: Record<string, string[]>;
  };
};

/** The text a PDF draws: its content streams inflated, each text-showing operator's hex strings decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const shown: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      const hex = [...(array[1] ?? `<${array[2]}>`).matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join("");
      shown.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return shown.join("\n");
}

describe.each(DATABASES)("floor calls on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;
  let other: BuiltLocal;
  let admin: AuthHeaders;
  let otherAdmin: AuthHeaders;
  let waiter: AuthHeaders;

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db, { roles: ["Admin", "Camarero"] });
    other = await buildLocal(t.db, { roles: ["Admin"] });
    admin = await loginAs(t, local, "Admin");
    otherAdmin = await loginAs(t, other, "Admin");
    waiter = await loginAs(t, local, "Camarero");
  });
  afterAll(() => t.close());

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
    headers = admin,
  ): Promise<Reply> =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    }) as Promise<Reply>;
  const create = async (url: string, body: Record<string, unknown>, headers = admin): Promise<Row> => {
    const response = await call("POST", url, body, headers);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Row;
  };
  const zone = (name: string, headers = admin) => create("v2/zones", { name }, headers);
  const table = (zoneId: number, name: string, extra: Record<string, unknown> = {}) =>
    create("v2/tables", { name, zone_id: zoneId, ...extra });
  const tableCount = async (headers = admin) =>
    ((await call("GET", "v2/tables?page_size=1", undefined, headers)).json().data as Row).total as number;
  const expectRefused = (response: Reply, field: string, message: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors?.[field]).toEqual([message]);
  };

  describe("zones", () => {
    it("answers a zone with its till's key and its live tables in natural order, on v1 and v2", async () => {
      const tills = (await call("GET", "v1/tpv")).json().data as { results: Row[] };
      const caja = tills.results.find((row) => row.key === "caja")!;
      const salon = await create("v2/zones", {
        name: "Salón",
        tpv: caja.id,
        style: { width: 1000, height: 600 },
      });
      expect(salon).toMatchObject({ tpv_key: "caja", tables: [], printers: [], main_printer: null });
      for (const name of ["10", "2", "1"]) await table(salon.id, name);
      const read = (await call("GET", `v1/zones/${salon.id}`)).json().data as Row;
      expect((read.tables as Row[]).map((row) => row.name)).toEqual(["1", "2", "10"]);
      expect(read.style).toEqual({ width: 1000, height: 600 });
      const listed = (await call("GET", "v2/zones?page_size=100")).json().data as { results: Row[] };
      expect(listed.results.find((row) => row.id === salon.id)?.tpv_key).toBe("caja");
    });

    it("refuses another local's till or printers as an unknown reference, saving nothing", async () => {
      const otherTills = (await call("GET", "v1/tpv", undefined, otherAdmin)).json().data as {
        results: Row[];
      };
      const otherPrinter = await create("v1/printers", { name: "Ajena", host: "10.0.0.9" }, otherAdmin);
      const before = (await call("GET", "v2/zones?page_size=1")).json().data as Row;
      const withTill = await call("POST", "v2/zones", { name: "X", tpv: otherTills.results[0]!.id });
      expect(withTill.statusCode).toBe(400);
      expect(withTill.json().errors?.tpv).toBeDefined();
      const withPrinters = await call("POST", "v2/zones", { name: "X", printers: [otherPrinter.id] });
      expect(withPrinters.json().errors?.printers?.[0]).toContain(String(otherPrinter.id));
      const withMain = await call("POST", "v2/zones", { name: "X", main_printer: otherPrinter.id });
      expect(withMain.json().errors?.main_printer).toBeDefined();
      expect(((await call("GET", "v2/zones?page_size=1")).json().data as Row).total).toBe(before.total);
    });

    it("refuses to delete a zone that still has tables, one by one or in a batch", async () => {
      const full = await zone("Con mesas");
      const empty = await zone("Vacía");
      await table(full.id, "1");
      const single = await call("DELETE", `v2/zones/${full.id}`);
      expect(single.statusCode).toBe(400);
      expect(single.json().code).toBe("zones.has_tables");
      expect(single.json().message).toBe("La zona tiene 1 mesas: muévelas a otra zona o elimínalas antes");
      const batch = await call("POST", "v2/zones/delete_all", { pk__in: [empty.id, full.id] });
      expect(batch.statusCode).toBe(400);
      expect((await call("GET", `v2/zones/${empty.id}`)).statusCode).toBe(200);
      const emptied = await call("POST", "v2/zones/delete_all", { pk__in: [empty.id] });
      expect(emptied.json().data).toEqual({ deleted: 1 });
    });

    it("lists the zones with their tables for the POS (list_bar)", async () => {
      const bar = await zone("Barra POS");
      const stool = await table(bar.id, "B1");
      const listed = (await call("GET", "v2/zones/list_bar", undefined, waiter)).json().data as {
        results: Row[];
      };
      const found = listed.results.find((row) => row.id === bar.id)!;
      expect(found).toMatchObject({ name: "Barra POS", tpv: null, tpv_key: null });
      expect(found.tables).toEqual([{ id: stool.id, name: "B1", status: "available" }]);
    });
  });

  describe("tables", () => {
    it("makes the QR token itself, places a table without a drawing at a free spot and regenerates the token", async () => {
      const terrace = await zone("Terraza");
      const first = await table(terrace.id, "T1", { qr: "AAAAAAAAAAAAAAAAAAAAAA", status: "busy" });
      expect(first.qr).toMatch(TABLE_QR_PATTERN);
      expect(first.qr).not.toBe("AAAAAAAAAAAAAAAAAAAAAA");
      expect(first.status).toBe("available");
      expect(first.style).toMatchObject({ width: 100, height: 100, shape: "square", seats: 4 });
      const second = await table(terrace.id, "T2");
      const a = first.style as { x: number; y: number };
      const b = second.style as { x: number; y: number };
      expect(Math.abs(a.x - b.x) >= 100 || Math.abs(a.y - b.y) >= 100).toBe(true);
      const drawn = { x: 500, y: 300, width: 160, height: 80, rotation: 90, shape: "rectangle", seats: 6 };
      expect((await table(terrace.id, "T3", { style: drawn })).style).toEqual(drawn);

      const regenerated = await call("POST", `v2/tables/${first.id}/regenerate_qr`);
      expect(regenerated.statusCode).toBe(200);
      expect(regenerated.json().data.qr).toMatch(TABLE_QR_PATTERN);
      expect(regenerated.json().data.qr).not.toBe(first.qr);
      const put = await call("PUT", `v2/tables/${first.id}`, {
        qr: "BBBBBBBBBBBBBBBBBBBBBB",
        status: "blocked",
      });
      expect(put.json().data).toMatchObject({ qr: regenerated.json().data.qr, status: "available" });
      expect(
        (await call("POST", `v2/tables/${first.id}/regenerate_qr`, undefined, otherAdmin)).statusCode,
      ).toBe(404);
    });

    it("refuses a table in another local's zone, and moving one there", async () => {
      const theirs = await zone("Ajena", otherAdmin);
      const mine = await zone("Propia");
      const own = await table(mine.id, "1");
      const before = await tableCount();
      const refused = await call("POST", "v2/tables", { name: "1", zone_id: theirs.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors?.zone_id).toEqual([
        `No existe en este local o fue eliminado (${theirs.id})`,
      ]);
      const moved = await call("PUT", `v2/tables/${own.id}`, { zone_id: theirs.id });
      expect(moved.statusCode).toBe(400);
      expect(await tableCount()).toBe(before);
      expect((await call("GET", `v2/tables/${own.id}`)).json().data.zone_id).toBe(mine.id);
    });

    it("refuses a duplicate name in a zone whatever its case, also on rename and on concurrent inserts", async () => {
      const room = await zone("Comedor");
      const elsewhere = await zone("Comedor 2");
      const one = await table(room.id, "Ventana");
      await table(elsewhere.id, "Ventana");
      const before = await tableCount();
      expectRefused(
        await call("POST", "v2/tables", { name: "VENTANA", zone_id: room.id }),
        "name",
        "Ya hay una mesa con ese nombre en esta zona",
      );
      const two = await table(room.id, "Puerta");
      expectRefused(
        await call("PUT", `v2/tables/${two.id}`, { name: "ventana" }),
        "name",
        "Ya hay una mesa con ese nombre en esta zona",
      );
      const other = (await call("GET", `v2/tables?page_size=100`)).json().data as { results: Row[] };
      const twin = other.results.find((row) => row.zone_id === elsewhere.id && row.name === "Ventana")!;
      expectRefused(
        await call("PUT", `v2/tables/${twin.id}`, { zone_id: room.id }),
        "name",
        "Ya hay una mesa con ese nombre en esta zona",
      );
      // The same name renaming itself is not a clash.
      expect((await call("PUT", `v2/tables/${one.id}`, { name: "ventana" })).statusCode).toBe(200);

      const racing = await Promise.all(
        Array.from({ length: 5 }, () => call("POST", "v2/tables", { name: "Rápida", zone_id: room.id })),
      );
      expect(racing.filter((response) => response.statusCode === 201)).toHaveLength(1);
      for (const response of racing.filter((r) => r.statusCode !== 201)) {
        expect(response.statusCode).toBe(400);
      }
      expect(await tableCount()).toBe(before + 2);
    });

    it(`refuses a ${MAX_TABLES_PER_ZONE + 1}st table in a zone, also by moving one in`, async () => {
      const big = await zone("Grande");
      const small = await zone("Pequeña");
      await t.db.insert(tables).values(
        Array.from({ length: MAX_TABLES_PER_ZONE }, (_, i) => ({
          local_id: local.id,
          zone_id: big.id,
          name: `G${i + 1}`,
          qr: newQrToken(),
          style: { x: 0, y: 0, width: 50, height: 50, rotation: 0, shape: "round" as const, seats: 2 },
        })),
      );
      const lone = await table(small.id, "P1");
      const before = await tableCount();
      expectRefused(
        await call("POST", "v2/tables", { name: "G101", zone_id: big.id }),
        "zone_id",
        `Esta zona ya tiene el máximo de ${MAX_TABLES_PER_ZONE} mesas`,
      );
      expectRefused(
        await call("PUT", `v2/tables/${lone.id}`, { zone_id: big.id }),
        "zone_id",
        `Esta zona ya tiene el máximo de ${MAX_TABLES_PER_ZONE} mesas`,
      );
      expect(await tableCount()).toBe(before);
      expect((await call("GET", `v2/tables/${lone.id}`)).json().data.zone_id).toBe(small.id);
      // A deleted table frees its place.
      const [gone] = await t.db.select({ id: tables.id }).from(tables).where(eq(tables.name, "G1"));
      expect((await call("DELETE", `v2/tables/${gone!.id}`)).statusCode).toBe(200);
      await table(big.id, "G101");
      // Nor does a restore overfill the zone, or bring back a name taken meanwhile.
      expectRefused(
        await call("POST", "v2/tables/restore", { id: gone!.id }),
        "zone_id",
        `Esta zona ya tiene el máximo de ${MAX_TABLES_PER_ZONE} mesas`,
      );
      expect((await call("DELETE", `v2/tables/${lone.id}`)).statusCode).toBe(200);
      await table(small.id, "p1");
      expectRefused(
        await call("POST", "v2/tables/restore", { id: lone.id }),
        "name",
        "Ya hay una mesa con ese nombre en esta zona",
      );
      expect((await call("GET", `v2/tables/${gone!.id}`)).statusCode).toBe(404);
    });

    it("lists active tables by zone, all tables for the POS and the distribution of every zone", async () => {
      const patio = await zone("Patio");
      const p2 = await table(patio.id, "P2");
      const p1 = await table(patio.id, "P1");
      const byZone = (
        await call("GET", `v2/tables/get_active_tables_by_zone?zone=${patio.id}`, undefined, waiter)
      ).json().data as { results: Row[] };
      expect(byZone.results.map((row) => [row.id, row.status])).toEqual([
        [p1.id, "available"],
        [p2.id, "available"],
      ]);
      const theirs = await zone("Suya", otherAdmin);
      expect((await call("GET", `v2/tables/get_active_tables_by_zone?zone=${theirs.id}`)).statusCode).toBe(
        400,
      );

      const bar = (await call("GET", "v2/tables/list_bar", undefined, waiter)).json().data as {
        results: Row[];
      };
      expect(bar.results.find((row) => row.id === p1.id)).toMatchObject({
        zone_id: patio.id,
        zone_name: "Patio",
        status: "available",
        style: p1.style,
      });
      expect(bar.results.every((row) => row.zone_name !== "Suya")).toBe(true);

      const map = (await call("GET", "v2/tables/list_distribution", undefined, waiter)).json().data as {
        results: Row[];
      };
      const drawn = map.results.find((row) => row.id === patio.id)!;
      expect(drawn.style).toEqual({ width: 1200, height: 800 });
      expect(drawn.tables).toEqual([
        { id: p1.id, name: "P1", zone_id: patio.id, style: p1.style, status: "available" },
        { id: p2.id, name: "P2", zone_id: patio.id, style: p2.style, status: "available" },
      ]);
    });

    it("saves a layout in one go, or nothing when one id is not the local's live table", async () => {
      const hall = await zone("Sala");
      const a = await table(hall.id, "A");
      const b = await table(hall.id, "B");
      const style = (x: number) => ({
        x,
        y: 200,
        width: 90,
        height: 90,
        rotation: 45,
        shape: "round",
        seats: 2,
      });
      const saved = await call("PUT", "v2/tables/layout", {
        tables: [
          { id: a.id, style: style(300) },
          { id: b.id, style: style(500) },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((saved.json().data as { results: Row[] }).results.map((row) => row.style)).toEqual([
        style(300),
        style(500),
      ]);
      const theirZone = await zone("De otro", otherAdmin);
      const theirs = await create("v2/tables", { name: "Z", zone_id: theirZone.id }, otherAdmin);
      const refused = await call("PUT", "v2/tables/layout", {
        tables: [
          { id: a.id, style: style(10) },
          { id: theirs.id, style: style(10) },
        ],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors?.tables?.[0]).toContain(String(theirs.id));
      expect((await call("GET", `v2/tables/${a.id}`)).json().data.style).toEqual(style(300));
      const bad = await call("PUT", "v2/tables/layout", {
        tables: [{ id: a.id, style: { ...style(1), width: 5 } }],
      });
      expect(bad.statusCode).toBe(400);
      expect((await call("PUT", "v2/tables/layout", { tables: [] })).statusCode).toBe(400);
    });

    it("keeps table style presets under tables/table_styles with delete_all_styles", async () => {
      const round = await create("v2/tables/table_styles", { name: "Redonda 2", shape: "round", seats: 2 });
      expect(round).toMatchObject({ name: "Redonda 2", shape: "round", width: 100, height: 100, seats: 2 });
      const tall = await create("v2/tables/table_styles", {
        name: "Barra alta 6",
        shape: "rectangle",
        width: 200,
      });
      const updated = await call("PUT", `v2/tables/table_styles/${tall.id}`, { seats: 6 });
      expect(updated.json().data).toMatchObject({ seats: 6, width: 200 });
      const listed = (await call("GET", "v2/tables/table_styles?page_size=100")).json().data as {
        total: number;
      };
      expect(listed.total).toBe(2);
      expect((await call("POST", "v2/tables/table_styles", { name: "X", seats: 0 })).statusCode).toBe(400);
      expect((await call("DELETE", `v2/tables/table_styles/${round.id}`)).statusCode).toBe(200);
      const theirs = await create("v2/tables/table_styles", { name: "Suya" }, otherAdmin);
      const mixed = await call("POST", "v2/tables/table_styles/delete_all_styles", {
        pk__in: [tall.id, theirs.id],
      });
      expect(mixed.statusCode).toBe(404);
      const deleted = await call("POST", "v2/tables/table_styles/delete_all_styles", { pk__in: [tall.id] });
      expect(deleted.json().data).toEqual({ deleted: 1 });
      expect(((await call("GET", "v2/tables/table_styles")).json().data as { total: number }).total).toBe(0);
    });
  });

  describe("QR sheet", () => {
    it("answers a PDF whose codes open the digital menu for each table, from the settings' menu_url", async () => {
      const garden = await zone("Jardín");
      const names = Array.from({ length: 14 }, (_, i) => `J${i + 1}`);
      const made: Row[] = [];
      for (const name of names) made.push(await table(garden.id, name));

      const response = await call("GET", `v2/zones/${garden.id}/qr_sheet`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const text = pdfText(pdf);
      for (const name of [...names, "Jardín"]) expect(text).toContain(name);
      // Without a setting the codes open this server's /carta.
      const links = pdf.toString("latin1");
      for (const row of made) {
        expect(links).toContain(`(${tableMenuUrl(`http://${local.host}/carta`, row.qr as string)})`);
      }
      expect((pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length).toBe(2);

      const set = await call("PUT", "v1/settings/digital_card", {
        menu_url: "https://carta.example.com/menu",
      });
      expect(set.statusCode, set.body).toBe(200);
      const configured = (await call("GET", `v2/zones/${garden.id}/qr_sheet`)).rawPayload.toString("latin1");
      expect(configured).toContain(`(https://carta.example.com/menu?mesa=${made[0]!.qr})`);
      const badUrl = await call("PUT", "v1/settings/digital_card", { menu_url: "carta.example.com" });
      expect(badUrl.statusCode).toBe(400);

      expect((await call("GET", `v2/zones/${garden.id}/qr_sheet`, undefined, otherAdmin)).statusCode).toBe(
        404,
      );
    });
  });

  describe("screens", () => {
    it("keeps screens with the local's categories, modifiers and till, and lists them by till", async () => {
      const tills = (await call("GET", "v1/tpv")).json().data as { results: Row[] };
      const caja = tills.results.find((row) => row.key === "caja")!;
      const barra = tills.results.find((row) => row.key === "barra")!;
      const food = await create("v1/categories", { name: "Comida" });
      const kitchen = await create("v1/screens", { name: "Cocina", categories: [food.id], tpv: caja.id });
      expect(kitchen).toMatchObject({ show_various: false, modifiers: [], tpv: caja.id });
      const everywhere = await create("v1/screens", { name: "Pase" });
      const bar = await create("v1/screens", { name: "Barra", tpv: barra.id });

      const byKey = (await call("GET", "v1/screens/by_tpv/caja")).json().data as { results: Row[] };
      expect(byKey.results.map((row) => row.id).sort()).toEqual([kitchen.id, everywhere.id].sort());
      const byId = (await call("GET", `v1/screens/by_tpv/${barra.id}`)).json().data as { results: Row[] };
      expect(byId.results.map((row) => row.id).sort()).toEqual([everywhere.id, bar.id].sort());
      expect((await call("GET", "v1/screens/by_tpv/nada")).statusCode).toBe(404);

      const theirCategory = await create("v1/categories", { name: "Suya" }, otherAdmin);
      const refused = await call("POST", "v1/screens", { name: "X", categories: [theirCategory.id] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors?.categories).toBeDefined();
      const cleared = await call("PUT", `v1/screens/${kitchen.id}`, { tpv: null });
      expect(cleared.json().data.tpv).toBeNull();
    });
  });
});
