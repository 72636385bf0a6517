import { createServer, type Server } from "node:net";
import { PRINTER_CHECK_TIMEOUT_MS } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthHeaders,
  type BuiltLocal,
  buildLocal,
  loginAs,
  tpvIdOf,
  userIdOf,
} from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { auditLog } from "../auth/auth.schema";
import { drawerOpenings } from "./printing.schema";

type Row = Record<string, unknown> & { id: number };
type Reply = {
  statusCode: number;
  body: string;
  json: () => Row & { code: string; message: string; errors?: Record<string, string[]> };
};

/** A printer on loopback that keeps what each connection sent. */
async function fakePrinter() {
  const received: Buffer[] = [];
  let onReceived: (() => void) | undefined;
  const server: Server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("close", () => {
      received.push(Buffer.concat(chunks));
      onReceived?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    port: address.port,
    received,
    /** Waits until `count` connections have closed. */
    until: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => received.length >= count && resolve();
        onReceived = check;
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on: one that was just closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(DATABASES)("printers and cash drawers on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;
  let other: BuiltLocal;
  let admin: AuthHeaders;
  let manager: AuthHeaders;
  let waiter: AuthHeaders;
  let otherAdmin: AuthHeaders;
  let printer: Awaited<ReturnType<typeof fakePrinter>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db, { roles: ["Admin", "Encargado", "Camarero"] });
    other = await buildLocal(t.db, { roles: ["Admin"] });
    [admin, manager, waiter, otherAdmin] = await Promise.all([
      loginAs(t, local, "Admin"),
      loginAs(t, local, "Encargado"),
      loginAs(t, local, "Camarero"),
      loginAs(t, other, "Admin"),
    ]);
    printer = await fakePrinter();
  });
  afterAll(async () => {
    await printer?.close();
    await t?.close();
  });

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
    headers = admin,
  ): Promise<Reply> =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    }) as Promise<Reply>;
  const create = async (url: string, body: Record<string, unknown>, headers = admin): Promise<Row> => {
    const response = await call("POST", url, body, headers);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Row;
  };
  const total = async (collection: string) =>
    ((await call("GET", `${collection}?page_size=1`)).json().data as Row).total as number;
  const expectRefused = (response: Reply, field: string, message: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors?.[field]).toEqual([message]);
  };
  /** Opens a drawer through `path`: the answer names the drawer, its printer and the kick, which the printer gets. */
  const expectDrawerOpened = async (
    path: string,
    payload: object | undefined,
    headers: typeof admin,
    expected: { id: unknown; printer: unknown; sent: number[] },
  ) => {
    const seen = printer.received.length;
    const opened = await call("POST", path, payload, headers);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toEqual(expected);
    await printer.until(seen + 1);
    expect([...printer.received[seen]!]).toEqual(expected.sent);
  };
  const PORT_MESSAGE = "El puerto debe estar entre 1 y 65535";
  const HOST_MESSAGE = "El host no es un nombre de equipo ni una dirección IP";
  const PULSE_MESSAGE = "El pulso debe ser un número par entre 2 y 510 ms";

  describe("printers", () => {
    it("stores a network printer with the spec's defaults and a virtual one without host", async () => {
      const kitchen = await create("printers", { name: "Cocina", host: "192.168.1.50" });
      expect(kitchen).toMatchObject({
        connection: "network",
        host: "192.168.1.50",
        port: 9100,
        printer_width: "0",
        allow_to_march: false,
        category: [],
        zone: null,
        family: null,
      });
      const screen = await create("printers", { name: "Tickets", connection: "virtual" });
      expect(screen).toMatchObject({ connection: "virtual", host: null });
      expect(
        (await create("printers", { name: "Nombre", host: "impresora-cocina.local", port: 9101 })).port,
      ).toBe(9101);
      expect((await create("printers", { name: "IPv6", host: "fe80::1" })).host).toBe("fe80::1");
    });

    it("refuses a port outside 1..65535 and a host that is not a host name or an IP, saving nothing", async () => {
      const before = await total("printers");
      for (const port of [0, 65_536, -1, 9100.5]) {
        expectRefused(
          await call("POST", "printers", { name: "P", host: "10.0.0.1", port }),
          "port",
          PORT_MESSAGE,
        );
      }
      for (const host of [
        "http://10.0.0.1",
        "impresora cocina",
        "10.0.0.1:9100",
        "999.1.1.1",
        "-bad-.local",
      ]) {
        expectRefused(await call("POST", "printers", { name: "P", host }), "host", HOST_MESSAGE);
      }
      expectRefused(await call("POST", "printers", { name: "P" }), "host", HOST_MESSAGE);
      expect(await total("printers")).toBe(before);
      const english = await t.app.inject({
        method: "POST",
        url: "/api/v1/printers",
        headers: { ...admin, "accept-language": "en" },
        payload: { name: "P", host: "10.0.0.1", port: 0 },
      });
      expect(english.json().errors.port).toEqual(["The port must be between 1 and 65535"]);
    });

    it("checks a partial update against the stored printer", async () => {
      const virtual = await create("printers", { name: "Virtual", connection: "virtual" });
      const network = await create("printers", { name: "Red", host: "10.0.0.2" });
      expectRefused(
        await call("PUT", `printers/${virtual.id}`, { connection: "network" }),
        "host",
        HOST_MESSAGE,
      );
      expectRefused(await call("PUT", `printers/${network.id}`, { host: null }), "host", HOST_MESSAGE);
      expectRefused(await call("PUT", `printers/${network.id}`, { port: 70_000 }), "port", PORT_MESSAGE);
      expect((await call("GET", `printers/${network.id}`)).json().data).toMatchObject({
        host: "10.0.0.2",
        port: 9100,
      });
      const moved = await call("PUT", `printers/${virtual.id}`, { connection: "network", host: "10.0.0.3" });
      expect(moved.json().data).toMatchObject({ connection: "network", host: "10.0.0.3" });
      expect((await call("PUT", `printers/${network.id}`, { connection: "virtual" })).statusCode).toBe(200);
    });

    it("refuses another local's categories, family, zone and tills", async () => {
      const theirCategory = await create("categories", { name: "Suya" }, otherAdmin);
      const theirZone = (
        await t.app.inject({
          method: "POST",
          url: "/api/v2/zones",
          headers: otherAdmin,
          payload: { name: "Suya" },
        })
      ).json().data as Row;
      const theirTills = (await call("GET", "tpv", undefined, otherAdmin)).json().data as { results: Row[] };
      const before = await total("printers");
      const base = { name: "P", host: "10.0.0.1" };
      for (const [field, value] of [
        ["category", [theirCategory.id]],
        ["zone", theirZone.id],
        ["main_tpv", theirTills.results[0]!.id],
        ["secondary_tpv", theirTills.results[0]!.id],
        ["family", 2_000_000],
      ] as const) {
        const response = await call("POST", "printers", { ...base, [field]: value });
        expect(response.statusCode, field).toBe(400);
        expect(response.json().errors?.[field], field).toBeDefined();
      }
      expect(await total("printers")).toBe(before);
      const food = await create("categories", { name: "Comida" });
      const own = await create("printers", {
        ...base,
        category: [food.id],
        allow_to_march: true,
        printer_width: "2",
      });
      expect(own).toMatchObject({ category: [food.id], allow_to_march: true, printer_width: "2" });
    });

    it("deletes through POST delete, not while a cash drawer uses the printer", async () => {
      const used = await create("printers", { name: "Barra", host: "10.0.0.4" });
      const drawer = await create("cashiers", { name: "Cajón", printer: used.id });
      const refused = await call("POST", "printers/delete", { id: used.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe("printers.in_use");
      expect(refused.json().message).toContain("Cajón");
      expect((await call("DELETE", `printers/${used.id}`)).statusCode).toBe(400);
      expect((await call("GET", `printers/${used.id}`)).statusCode).toBe(200);
      expect((await call("DELETE", `cashiers/${drawer.id}`)).statusCode).toBe(200);
      expect((await call("POST", "printers/delete", { id: used.id })).json().data).toEqual({ id: used.id });
      expect((await call("GET", `printers/${used.id}`)).statusCode).toBe(404);
      expect((await call("POST", "printers/delete", { id: used.id })).statusCode).toBe(404);
    });

    it("does not delete a printer a zone lists or prints its tickets on", async () => {
      const listed = await create("printers", { name: "Terraza", host: "10.0.0.5" });
      const main = await create("printers", { name: "Tickets sala", connection: "virtual" });
      const zone = await create("zones", { name: "Patio", printers: [listed.id] });
      await create("zones", { name: "Sala", main_printer: main.id });
      for (const [printer, name] of [
        [listed, "Patio"],
        [main, "Sala"],
      ] as const) {
        const refused = await call("POST", "printers/delete", { id: printer.id });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().code).toBe("printers.in_zone");
        expect(refused.json().message).toContain(name);
        expect((await call("GET", `printers/${printer.id}`)).statusCode).toBe(200);
      }
      expect((await call("PUT", `zones/${zone.id}`, { printers: [] })).statusCode).toBe(200);
      expect((await call("DELETE", `printers/${listed.id}`)).statusCode).toBe(200);
    });

    it("checks a printer: reachable on a listening port, refused on a closed one, within 2 s", async () => {
      // This listener reads but never answers status: it is checked as a printer marked so.
      const live = await create("printers", {
        name: "Viva",
        host: "127.0.0.1",
        port: printer.port,
        status_check: false,
      });
      const reachable = await call("POST", `printers/${live.id}/check`);
      expect(reachable.statusCode).toBe(200);
      expect(reachable.json().data).toMatchObject({ reachable: true, reason: null });

      const dead = await create("printers", { name: "Apagada", host: "127.0.0.1", port: await closedPort() });
      const started = Date.now();
      const refused = (await call("POST", `printers/${dead.id}/check`)).json().data as Row;
      expect(Date.now() - started).toBeLessThan(PRINTER_CHECK_TIMEOUT_MS);
      expect(refused).toMatchObject({ reachable: false, reason: "refused" });
      expect(refused.elapsed_ms).toBeLessThan(PRINTER_CHECK_TIMEOUT_MS);

      const unknown = await create("printers", { name: "Nadie", host: "impresora-que-no-existe.invalid" });
      const lookup = (await call("POST", `printers/${unknown.id}/check`)).json().data as Row;
      expect(lookup).toMatchObject({ reachable: false });
      expect(["unknown_host", "timeout"]).toContain(lookup.reason);
      expect(lookup.elapsed_ms).toBeLessThanOrEqual(PRINTER_CHECK_TIMEOUT_MS + 100);

      const virtual = await create("printers", { name: "Pantalla", connection: "virtual" });
      expect((await call("POST", `printers/${virtual.id}/check`)).json().data).toEqual({
        reachable: false,
        elapsed_ms: 0,
        reason: "virtual",
      });
      expect((await call("POST", `printers/${live.id}/check`, undefined, otherAdmin)).statusCode).toBe(404);
    });
  });

  describe("cash drawers", () => {
    it("stores the spec's defaults and refuses a pulse the command cannot carry, a bad port, another local's printer", async () => {
      const bar = await create("printers", { name: "Barra", host: "10.0.0.5" });
      const drawer = await create("cashiers", { name: "Cajón 1", printer: bar.id });
      expect(drawer).toMatchObject({ pulse: 200, port: 0, printer: bar.id });
      const before = await total("cashiers");
      for (const pulse of [0, 1, 201, 512, 1000]) {
        expectRefused(
          await call("POST", "cashiers", { name: "C", printer: bar.id, pulse }),
          "pulse",
          PULSE_MESSAGE,
        );
      }
      expectRefused(await call("PUT", `cashiers/${drawer.id}`, { pulse: 511 }), "pulse", PULSE_MESSAGE);
      expect((await call("POST", "cashiers", { name: "C", printer: bar.id, port: 2 })).statusCode).toBe(400);
      const theirs = await create("printers", { name: "Suya", host: "10.0.0.6" }, otherAdmin);
      const refused = await call("POST", "cashiers", { name: "C", printer: theirs.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors?.printer).toBeDefined();
      expect(await total("cashiers")).toBe(before);
      expect((await create("cashiers", { name: "Pin 5", printer: bar.id, pulse: 510, port: 1 })).pulse).toBe(
        510,
      );
    });

    it("opens a drawer by sending ESC p through the printer, and logs it", async () => {
      const bar = await create("printers", { name: "Barra viva", host: "127.0.0.1", port: printer.port });
      const drawer = await create("cashiers", { name: "Cajón barra", printer: bar.id });
      const pin5 = await create("cashiers", { name: "Cajón pin 5", printer: bar.id, pulse: 100, port: 1 });
      await expectDrawerOpened(`cashiers/${drawer.id}/open_drawer`, undefined, manager, {
        id: drawer.id,
        printer: bar.id,
        sent: [0x1b, 0x70, 0x00, 0x64, 0x64],
      });
      await expectDrawerOpened(`cashiers/${pin5.id}/open_drawer`, undefined, admin, {
        id: pin5.id,
        printer: bar.id,
        sent: [0x1b, 0x70, 0x01, 0x32, 0x32],
      });

      const managerId = await userIdOf(t.db, local, "Encargado");
      const logged = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.local_id, local.id), eq(auditLog.user_id, managerId)));
      expect(logged).toEqual([
        expect.objectContaining({
          permission: "cashiers.open_drawer",
          method: "POST",
          path: `/api/v1/cashiers/${drawer.id}/open_drawer`,
          authorized_by: null,
        }),
      ]);
    });

    it("needs the open-drawer permission, a real printer and a reachable one", async () => {
      const bar = await create("printers", { name: "Barra 2", host: "127.0.0.1", port: printer.port });
      const drawer = await create("cashiers", { name: "Cajón 2", printer: bar.id });
      const seen = printer.received.length;
      const forbidden = await call("POST", `cashiers/${drawer.id}/open_drawer`, undefined, waiter);
      expect(forbidden.statusCode).toBe(403);
      expect(
        (await call("POST", `cashiers/${drawer.id}/open_drawer`, undefined, otherAdmin)).statusCode,
      ).toBe(404);
      expect(printer.received.length).toBe(seen);

      const screen = await create("printers", { name: "Virtual", connection: "virtual" });
      const onScreen = await create("cashiers", { name: "Cajón virtual", printer: screen.id });
      const virtual = await call("POST", `cashiers/${onScreen.id}/open_drawer`);
      expect(virtual.statusCode).toBe(400);
      expect(virtual.json().code).toBe("cashiers.virtual_printer");
      expect(virtual.json().message).toBe("El cajón está en una impresora virtual: no se puede abrir");

      const port = await closedPort();
      const off = await create("printers", { name: "Apagada", host: "127.0.0.1", port });
      const unreachable = await create("cashiers", { name: "Cajón apagado", printer: off.id });
      const adminId = await userIdOf(t.db, local, "Admin");
      const loggedBefore = await t.db.select().from(auditLog).where(eq(auditLog.user_id, adminId));
      const started = Date.now();
      const failed = await call("POST", `cashiers/${unreachable.id}/open_drawer`);
      expect(Date.now() - started).toBeLessThan(PRINTER_CHECK_TIMEOUT_MS + 500);
      expect(failed.statusCode).toBe(400);
      expect(failed.json().code).toBe("printers.unreachable");
      expect(failed.json().message).toBe(
        `No se puede conectar con la impresora en 127.0.0.1:${port} (conexión rechazada)`,
      );
      const loggedAfter = await t.db.select().from(auditLog).where(eq(auditLog.user_id, adminId));
      expect(loggedAfter.length).toBe(loggedBefore.length + 1);
    });

    it("opens the drawer of the till the user signed in at from the till's own button, or says it has none", async () => {
      const noSales = () =>
        t.db
          .select()
          .from(drawerOpenings)
          .where(and(eq(drawerOpenings.local_id, local.id), eq(drawerOpenings.reason, "no_sale")));
      const before = (await noSales()).length;
      const none = await call("POST", "cashiers/open_drawer", {}, manager);
      expect(none.statusCode, none.body).toBe(400);
      expect(none.json().code).toBe("cashiers.no_till_drawer");
      expect(none.json().message).toBe(
        "Este TPV no tiene cajón: asígnale uno en una impresora del TPV (Impresoras → Cajones)",
      );
      expect((await noSales()).length).toBe(before);

      const caja = await tpvIdOf(t.db, local.id, "caja");
      const tills = await create("printers", {
        name: "Tickets caja",
        host: "127.0.0.1",
        port: printer.port,
        main_tpv: caja,
      });
      const drawer = await create("cashiers", { name: "Cajón caja", printer: tills.id, pulse: 100 });
      expect((await call("POST", "cashiers/open_drawer", {}, waiter)).statusCode).toBe(403);
      await expectDrawerOpened("cashiers/open_drawer", {}, manager, {
        id: drawer.id,
        printer: tills.id,
        sent: [0x1b, 0x70, 0x00, 0x32, 0x32],
      });
      const managerId = await userIdOf(t.db, local, "Encargado");
      expect((await noSales()).slice(before)).toEqual([
        expect.objectContaining({ cashier_id: drawer.id, tpv_id: caja, user_id: managerId }),
      ]);

      // Naming a drawer opens that one, as its row's button does.
      const other = await create("cashiers", { name: "Cajón 3", printer: tills.id, port: 1 });
      const named = await call("POST", "cashiers/open_drawer", { cashier: other.id }, manager);
      expect(named.json().data).toMatchObject({ id: other.id });
      expect((await call("POST", "cashiers/open_drawer", { cashier: 0 }, manager)).statusCode).toBe(400);
      expect((await noSales()).length).toBe(before + 2);
    });
  });
});
