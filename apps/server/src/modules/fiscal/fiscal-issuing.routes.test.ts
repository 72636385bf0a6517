import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD } from "../../../test/factories";
import { createOrdersWorld, type Order, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { makeTestCertificates, type TestCertificates } from "../../../test/test-certificates";
import { buildApp } from "../../app";
import { invoiceRecords } from "./fiscal.schema";
import { verifyChain } from "./verify-chain";

const CONFIG = {
  name: "casa-pepe",
  legal_name: "Casa Peña SL",
  tax_number: "B64717838",
  address: "Calle Mayor 1",
  zip: "28013",
  state: "Madrid",
  town: "Madrid",
};

describe.each(DATABASES)("fiscal issuing on %s", (kind) => {
  let w: OrdersWorld;
  let certs: TestCertificates;
  let barra: OrdersWorld["admin"];

  beforeAll(async () => {
    w = await createOrdersWorld(kind);
    certs = makeTestCertificates();
    const login = await w.t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { host: w.local.host },
      payload: { email: w.local.email("Admin"), password: PASSWORD, tpv: "barra" },
    });
    barra = { host: w.local.host, authorization: `Bearer ${login.json().data.token}`, tpv: "barra" };
  }, 60_000);
  afterAll(async () => w?.t.close());

  const put = (body: Record<string, unknown>, headers = w.admin) =>
    w.t.app.inject({ method: "PUT", url: "/api/v1/settings/fiscal", headers, payload: body });
  const uploadCertificate = (pfx: Buffer, password: string) => {
    const form = new FormData();
    form.append("password", password);
    form.append(
      "certificate",
      new Blob([new Uint8Array(pfx)], { type: "application/x-pkcs12" }),
      "local.p12",
    );
    return w.t.app.inject({
      method: "PUT",
      url: "/api/v1/settings/fiscal/certificate",
      headers: w.admin,
      payload: form,
    });
  };
  const activate = () =>
    w.t.app.inject({
      method: "POST",
      url: "/api/v1/settings/fiscal/activate",
      headers: w.admin,
      payload: {},
    });
  const fiscalView = async () =>
    (await w.t.app.inject({ method: "GET", url: "/api/v1/settings/fiscal", headers: w.admin })).json().data;
  const waiterSeesActive = async () =>
    (await w.t.app.inject({ method: "GET", url: "/api/v1/settings/fiscal/status", headers: w.waiter })).json()
      .data.active;

  it("refuses each bad field with its message and saves nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "Casa Pepe" }, "name", "El nombre debe tener de 3 a 30 letras minúsculas, números o guiones"],
      [{ name: "ab" }, "name", "El nombre debe tener de 3 a 30 letras minúsculas, números o guiones"],
      [{ tax_number: "B64717839" }, "tax_number", "No es un NIF, NIE o CIF válido"],
      [{ tax_number: "12345678A" }, "tax_number", "No es un NIF, NIE o CIF válido"],
      [{ zip: "99999" }, "zip", "Código postal no válido (5 cifras)"],
      [{ legal_name: "" }, "legal_name", "Campo requerido"],
      [{ country_code: "FRA" }, "country_code", "Valor no permitido"],
      [{ territory: "NAVARRE" }, "territory", "Valor no permitido"],
    ];
    for (const [change, field, message] of cases) {
      const response = await put({ ...CONFIG, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(change)).toEqual([message]);
    }
    expect((await fiscalView()).id).toBeNull();
    expect((await activate()).json().message).toBe("Guarda primero los datos fiscales");
  });

  it("saves, takes a certificate only with its password, activates once and then locks the issuer", async () => {
    const saved = await put({ ...CONFIG, tax_number: "b-64717838", country_code: "ESP" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      tax_number: "B64717838",
      country_code: "ESP",
      territory: "SPAIN_OTHER",
      active: false,
      has_certificate: false,
    });
    expect((await activate()).json().message).toBe("Sube el certificado del local antes de activar");
    expect(await waiterSeesActive()).toBe(false);

    const wrong = await uploadCertificate(certs.clientPfx, "not-the-password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toEqual(["La contraseña no abre este certificado"]);
    const junk = await uploadCertificate(Buffer.from("not a certificate"), certs.clientPassphrase);
    expect(junk.json().errors.certificate).toEqual([
      "El archivo no es un certificado PKCS#12 (.p12 o .pfx) válido",
    ]);
    expect((await fiscalView()).has_certificate).toBe(false);
    const uploaded = await uploadCertificate(certs.clientPfx, certs.clientPassphrase);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.certificate_subject).toContain("PEÑA");
    const stored = await w.t.db.execute(sql`select certificate_password_enc from fiscal_configs`);
    expect(JSON.stringify(stored)).not.toContain(certs.clientPassphrase);

    const activated = await activate();
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().data).toMatchObject({ active: true });
    expect(await waiterSeesActive()).toBe(true);
    expect(
      (await w.t.app.inject({ method: "GET", url: "/api/v1/settings/fiscal", headers: w.waiter })).statusCode,
    ).toBe(403);
    expect((await activate()).json().message).toBe("La facturación VERI*FACTU ya está activada");
    const locked = await put({ ...CONFIG, tax_number: "A13585625" });
    expect(locked.json().errors.tax_number).toEqual([
      "No se puede cambiar una vez activada la facturación VERI*FACTU",
    ]);
    expect((await put({ ...CONFIG, address: "Calle Mayor 2" })).statusCode).toBe(200);
    expect((await fiscalView()).tax_number).toBe("B64717838");
  });

  it("gives 200 closings from two tills two gap-free series and one unbroken chain, also after a restart", async () => {
    const perTill = 100;
    const orders: Order[] = [];
    // A zone holds at most 100 tables: a few zones of their own.
    const zones: number[] = [];
    for (let z = 0; z < 4; z++) zones.push((await w.create("v2/zones", { name: `Fiscal ${z}` })).id);
    for (let i = 0; i < perTill * 2; i++) {
      const table = (await w.create("v2/tables", { name: `F${i}`, zone_id: zones[i % zones.length] })).id;
      const products = [{ id: w.menu.vino, qty: 1 + (i % 3) }];
      orders.push(await w.okData(await w.call("POST", "v1/commands", { table, products })));
    }
    const closings = await Promise.all(
      orders.map((order, index) =>
        w.call("POST", "v1/commands/close_command", { id: order.id }, index % 2 === 0 ? w.admin : barra),
      ),
    );
    for (const response of closings) expect(response.statusCode, response.body).toBe(200);
    const serials = closings.map((response) => (response.json().data as Order).serial as string);
    const bySeries = new Map<string, number[]>();
    for (const serial of serials) {
      const match = /^(T\d+-\d{4})-(\d{6})$/.exec(serial);
      expect(match, serial).not.toBeNull();
      bySeries.set(match![1]!, [...(bySeries.get(match![1]!) ?? []), Number(match![2])]);
    }
    expect(bySeries.size).toBe(2);
    for (const numbers of bySeries.values())
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: perTill }, (_, i) => i + 1));

    const check = await verifyChain(w.t.db, w.local.id, "B64717838");
    expect(check).toEqual({ records: perTill * 2, brokenAt: null, reason: null });

    // Another server on the same database goes on with the same chain.
    await w.t.app.close();
    const again = await buildApp({ database: w.t.database, config: w.t.config });
    await again.app.ready();
    try {
      const table = (
        await again.app.inject({
          method: "POST",
          url: "/api/v2/tables",
          headers: w.admin,
          payload: { name: "Reinicio", zone_id: zones[0] },
        })
      ).json().data.id;
      const order = (
        await again.app.inject({
          method: "POST",
          url: "/api/v1/commands",
          headers: w.admin,
          payload: { table, products: [{ id: w.menu.cana, qty: 2 }] },
        })
      ).json().data;
      const closed = await again.app.inject({
        method: "POST",
        url: "/api/v1/commands/close_command",
        headers: w.admin,
        payload: { id: order.id },
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(await verifyChain(w.t.db, w.local.id, "B64717838")).toEqual({
        records: perTill * 2 + 1,
        brokenAt: null,
        reason: null,
      });
    } finally {
      await again.app.close();
    }
  }, 180_000);

  it("keeps records immutable: the database refuses to change or delete one", async () => {
    const [first] = await w.t.db
      .select()
      .from(invoiceRecords)
      .where(eq(invoiceRecords.local_id, w.local.id))
      .orderBy(asc(invoiceRecords.id))
      .limit(1);
    await expect(
      w.t.db.update(invoiceRecords).set({ total_cents: 1 }).where(eq(invoiceRecords.id, first!.id)),
    ).rejects.toThrow();
    await expect(
      w.t.db.delete(invoiceRecords).where(and(eq(invoiceRecords.id, first!.id))),
    ).rejects.toThrow();
    const [after] = await w.t.db.select().from(invoiceRecords).where(eq(invoiceRecords.id, first!.id));
    expect(after).toEqual(first);
  });
});
