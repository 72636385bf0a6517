import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthHeaders, type BuiltLocal, buildLocal, loginAs } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { createOffersService, type OffersService } from "./offers.service";

type Row = Record<string, unknown> & { id: number };

/** 11 June 2025, 12:00 in Madrid. */
const NOON = new Date("2025-06-11T10:00:00Z");

describe.each(DATABASES)("offers and promotions on %s", (kind) => {
  let t: TestApp;
  let now = NOON;
  let local: BuiltLocal;
  let admin: AuthHeaders;
  let waiter: AuthHeaders;
  let otherAdmin: AuthHeaders;
  let service: OffersService;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => now });
    local = await buildLocal(t.db, { roles: ["Admin", "Camarero"] });
    const other = await buildLocal(t.db, { roles: ["Admin"] });
    admin = await loginAs(t, local, "Admin");
    waiter = await loginAs(t, local, "Camarero");
    otherAdmin = await loginAs(t, other, "Admin");
    service = createOffersService({ db: t.db, settings: t.settings, clock: () => now });
  });
  afterAll(() => t?.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, headers = admin) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  let serial = 0;
  const offer = (body: Record<string, unknown> = {}) => ({
    name: "Oferta",
    code: `CODE-${++serial}`,
    price: 10,
    start_date: "2025-06-01",
    end_date: "2025-06-30",
    ...body,
  });
  const create = async (body: Record<string, unknown> = {}, headers = admin): Promise<Row> => {
    const response = await call("POST", "offers", offer(body), headers);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const createClient = async (headers = admin): Promise<number> => {
    const response = await call("POST", "clients", { first_name: "Cliente" }, headers);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id;
  };
  const isEnabled = (code: string, client?: number, headers = waiter) =>
    call("POST", "promotions/is_enabled", client === undefined ? { code } : { code, client }, headers);
  const checkCode = (code: string, headers = waiter) =>
    call("GET", `promotions/check_code?code=${encodeURIComponent(code)}`, undefined, headers);
  const record = (code: string, clientId?: number) =>
    t.db.transaction((tx) => service.recordOfferUse(tx, { localId: local.id, code, clientId }));

  describe("the entity", () => {
    it("creates an offer with discount_type percent by default and its code in capitals", async () => {
      const created = await create({ code: "verano-25", description: "Todo el verano" });
      expect(created).toMatchObject({
        code: "VERANO-25",
        discount_type: "percent",
        price: 10,
        start_date: "2025-06-01",
        end_date: "2025-06-30",
        qr: null,
        limit_uses: null,
        limit_uses_client: null,
      });
      expect((await call("GET", `offers/${created.id}`)).json().data).toEqual(created);
    });

    it("refuses a code already used by a live offer of the local, in any case", async () => {
      await create({ code: "Dupe-1" });
      const duplicate = await call("POST", "offers", offer({ code: "dUPE-1" }));
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json()).toMatchObject({
        code: "globals.conflict",
        errors: { code: expect.any(Array) },
      });
      // Another local may use the same code.
      expect((await call("POST", "offers", offer({ code: "dupe-1" }), otherAdmin)).statusCode).toBe(201);
    });

    it("refuses each bad input with its field and message, and writes nothing", async () => {
      const before = (await call("GET", "offers")).json().data.total;
      for (const [body, field, message] of [
        [{ end_date: "2025-05-31" }, "end_date", "La fecha de fin no puede ser anterior a la de inicio"],
        [{ price: 150 }, "price", "Un descuento en porcentaje no puede pasar de 100"],
        [{ price: -1 }, "price", "Debe ser mayor que 0"],
        [{ price: 0 }, "price", "Debe ser mayor que 0"],
        [{ code: "a b" }, "code", "El código debe tener de 3 a 30 letras, números o guiones"],
        [{ start_date: "2025-02-30" }, "start_date", "Fecha no válida (AAAA-MM-DD)"],
        [{ name: "" }, "name", "Campo requerido"],
        [{ limit_uses: 0 }, "limit_uses", "Debe ser como mínimo 1"],
      ] as const) {
        const response = await call("POST", "offers", offer(body));
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().errors, JSON.stringify(body)).toEqual({ [field]: [message] });
      }
      expect((await call("POST", "offers", offer({ price: 150, discount_type: "amount" }))).statusCode).toBe(
        201,
      );
      expect((await call("GET", "offers")).json().data.total).toBe(before + 1);
    });

    it("checks an update together with the stored offer", async () => {
      const stored = await create({ price: 20 });
      const over = await call("PUT", `offers/${stored.id}`, { price: 120 });
      expect(over.statusCode).toBe(400);
      expect(Object.keys(over.json().errors)).toEqual(["price"]);
      const early = await call("PUT", `offers/${stored.id}`, { end_date: "2025-05-01" });
      expect(early.json().errors).toEqual({
        end_date: ["La fecha de fin no puede ser anterior a la de inicio"],
      });
      expect((await call("GET", `offers/${stored.id}`)).json().data).toEqual(stored);
      const amount = await call("PUT", `offers/${stored.id}`, { price: 120, discount_type: "amount" });
      expect(amount.statusCode, amount.body).toBe(200);
      expect(amount.json().data).toMatchObject({
        price: 120,
        discount_type: "amount",
        end_date: "2025-06-30",
      });
    });

    it("leaves offers to those who may manage them", async () => {
      expect((await call("POST", "offers", offer(), waiter)).statusCode).toBe(403);
    });
  });

  describe("is_enabled and check_code", () => {
    it("answers a usable code with its discount, whatever its case", async () => {
      const usable = await create({ code: "USA-1", price: 15, discount_type: "percent" });
      for (const response of [await isEnabled("usa-1"), await checkCode(" Usa-1 ")]) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({
          id: usable.id,
          name: "Oferta",
          code: "USA-1",
          discount_type: "percent",
          price: 15,
          product: null,
          start_date: "2025-06-01",
          end_date: "2025-06-30",
        });
      }
    });

    it("calls an unknown, malformed, deleted or other local's code invalid", async () => {
      const gone = await create({ code: "GONE-1" });
      await call("DELETE", `offers/${gone.id}`);
      await call("POST", "offers", offer({ code: "ELSEWHERE" }), otherAdmin);
      for (const code of ["NOPE-404", "x", "GONE-1", "ELSEWHERE"]) {
        for (const response of [await isEnabled(code), await checkCode(code)]) {
          expect(response.statusCode, code).toBe(400);
          expect(response.json()).toMatchObject({
            code: "offers.invalid_code",
            message: "Código de oferta no válido",
            errors: { code: ["Código de oferta no válido"] },
          });
        }
      }
    });

    const refused = async (response: Awaited<ReturnType<typeof isEnabled>>, reason: string) => {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: "offers.cannot_use",
        message: "No se puede usar el código",
      });
      expect(response.json().errors.code).toEqual([reason]);
    };

    it("refuses a code before its first day and after its last, in the local's time zone", async () => {
      await create({ code: "SOON-1", start_date: "2025-06-12", end_date: "2025-06-20" });
      await create({ code: "PAST-1", start_date: "2025-06-01", end_date: "2025-06-10" });
      await create({ code: "TODAY-1", start_date: "2025-06-11", end_date: "2025-06-11" });
      await refused(await isEnabled("SOON-1"), "La oferta empieza el 2025-06-12");
      await refused(await checkCode("PAST-1"), "La oferta terminó el 2025-06-10");
      expect((await checkCode("TODAY-1")).statusCode).toBe(200);
      // 00:30 of the 12th in Madrid is still the 11th in UTC.
      now = new Date("2025-06-11T22:30:00Z");
      await refused(await checkCode("TODAY-1"), "La oferta terminó el 2025-06-11");
      expect((await checkCode("SOON-1")).statusCode).toBe(200);
      now = NOON;
    });

    it("refuses a code whose total limit is reached by recorded uses", async () => {
      const limited = await create({ code: "TWICE", limit_uses: 2 });
      await record("twice");
      expect((await checkCode("TWICE")).statusCode).toBe(200);
      const client = await createClient();
      const second = await record("TWICE", client);
      expect(second).toMatchObject({ id: limited.id, code: "TWICE" });
      await refused(await checkCode("TWICE"), "La oferta ya se ha usado las 2 veces permitidas");
      await refused(
        await isEnabled("TWICE", await createClient()),
        "La oferta ya se ha usado las 2 veces permitidas",
      );
      await expect(record("TWICE")).rejects.toMatchObject({
        code: "offers.cannot_use",
        params: { reason: "limit_reached" },
      });
    });

    it("refuses a code to the client who used it up, not to others nor without a client", async () => {
      await create({ code: "ONCE-EACH", limit_uses_client: 1 });
      const [first, second] = [await createClient(), await createClient()];
      await record("ONCE-EACH", first);
      await refused(
        await isEnabled("ONCE-EACH", first),
        "Este cliente ya ha usado la oferta las 1 veces permitidas",
      );
      expect((await isEnabled("ONCE-EACH", second)).statusCode).toBe(200);
      expect((await checkCode("ONCE-EACH")).statusCode).toBe(200);
      await expect(record("ONCE-EACH", first)).rejects.toMatchObject({
        params: { reason: "client_limit_reached" },
      });
    });

    it("refuses a client that is not one of the local's", async () => {
      await create({ code: "ANY-CLIENT" });
      const foreign = await createClient(otherAdmin);
      for (const client of [foreign, 999_999]) {
        const response = await isEnabled("ANY-CLIENT", client);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual(["client"]);
        await expect(record("ANY-CLIENT", client)).rejects.toMatchObject({ status: 400 });
      }
    });

    it("gives the last use to one of two orders recording it at once", async () => {
      await create({ code: "LAST-ONE", limit_uses: 1 });
      const results = await Promise.allSettled([record("LAST-ONE"), record("LAST-ONE")]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      await refused(await checkCode("LAST-ONE"), "La oferta ya se ha usado las 1 veces permitidas");
    });

    it("needs a code, and a session that may see orders", async () => {
      expect((await call("POST", "promotions/is_enabled", {}, waiter)).statusCode).toBe(400);
      expect((await call("GET", "promotions/check_code", undefined, waiter)).statusCode).toBe(400);
      expect((await checkCode("USA-1", { host: local.host } as AuthHeaders)).statusCode).toBe(401);
    });
  });
});
