import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthHeaders, type BuiltLocal, buildLocal, loginAs } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";

type Row = Record<string, unknown> & { id: number };
type Address = Row & { principal: boolean; address: string };
type Client = Row & { addresses: Address[] };

describe.each(DATABASES)("clients calls on %s", (kind) => {
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

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, headers = admin) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (body: Record<string, unknown>, headers = admin): Promise<Client> => {
    const response = await call("POST", "clients", body, headers);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const read = async (id: number, headers = admin): Promise<Client> =>
    (await call("GET", `clients/${id}`, undefined, headers)).json().data;
  const search = async (q: string, headers = admin): Promise<Row[]> => {
    const response = await call("GET", `clients/search?q=${encodeURIComponent(q)}`, undefined, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.results;
  };

  it("creates a client with two addresses, one principal, and reads them back principal first", async () => {
    const client = await create({
      first_name: "Lucía",
      last_name: "Fernández Ruiz",
      email: "lucia.fernandez@example.com",
      phone: "+34 611 222 333",
      dni_cif: "12345678-z",
      addresses: [
        { address: "Calle Alcalá 10", city: "Madrid", postal_code: "28014" },
        { address: "Gran Vía 1", city: "Madrid", principal: true, latitude: 40.42, longitude: -3.7 },
      ],
    });
    expect(client).toMatchObject({ first_name: "Lucía", dni_cif: "12345678Z" });
    expect(client).not.toHaveProperty("search");
    expect(client.addresses.map((address) => [address.address, address.principal])).toEqual([
      ["Gran Vía 1", true],
      ["Calle Alcalá 10", false],
    ]);
    expect(client.addresses[0]).toMatchObject({ latitude: 40.42, longitude: -3.7 });
    const unmarked = await create({ first_name: "Pablo", addresses: [{ address: "A" }, { address: "B" }] });
    expect(unmarked.addresses.map((address) => [address.address, address.principal])).toEqual([
      ["A", true],
      ["B", false],
    ]);
  });

  it("edits a client replacing its addresses, moving the principal in the same save", async () => {
    const client = await create({
      first_name: "Marta",
      addresses: [{ address: "Vieja 1", principal: true }, { address: "Vieja 2" }],
    });
    const [old1, old2] = client.addresses;
    const edited = await call("PUT", `clients/${client.id}`, {
      last_name: "Gómez",
      addresses: [
        { address: "Nueva 3", principal: true },
        { id: old2!.id, address: "Vieja 2, 3º B" },
      ],
      addresses_to_delete: [old1!.id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const data = edited.json().data as Client;
    expect(data.last_name).toBe("Gómez");
    expect(data.addresses.map((address) => [address.address, address.principal])).toEqual([
      ["Nueva 3", true],
      ["Vieja 2, 3º B", false],
    ]);
    // Clearing an optional field with "".
    const withEmail = await call("PUT", `clients/${client.id}`, { email: "marta@example.com" });
    expect(withEmail.json().data.email).toBe("marta@example.com");
    const cleared = await call("PUT", `clients/${client.id}`, { email: "" });
    expect(cleared.json().data.email).toBeNull();
  });

  it("refuses two principals and deleting the principal, and writes nothing", async () => {
    const client = await create({ first_name: "Jorge", addresses: [{ address: "Uno" }, { address: "Dos" }] });
    const [principal, second] = client.addresses;
    const two = await call("PUT", `clients/${client.id}`, {
      first_name: "Cambiado",
      addresses: [
        { id: principal!.id, address: "Uno", principal: true },
        { id: second!.id, address: "Dos", principal: true },
      ],
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().errors.addresses).toEqual(["Solo una dirección puede ser la principal"]);
    const deleting = await call("PUT", `clients/${client.id}`, {
      first_name: "Cambiado",
      addresses: [{ address: "Tres" }],
      addresses_to_delete: [principal!.id],
    });
    expect(deleting.statusCode).toBe(400);
    expect(deleting.json().errors.addresses_to_delete[0]).toContain(
      "No se puede eliminar la dirección principal",
    );
    const after = await read(client.id);
    expect(after.first_name).toBe("Jorge");
    expect(after.addresses.map((address) => [address.id, address.principal])).toEqual([
      [principal!.id, true],
      [second!.id, false],
    ]);
    const moved = await call("PUT", `clients/${client.id}`, {
      addresses: [{ id: second!.id, address: "Dos", principal: true }],
      addresses_to_delete: [principal!.id],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.addresses).toMatchObject([{ id: second!.id, principal: true }]);
  });

  it("refuses an invalid dni_cif, e-mail and phone with clear messages", async () => {
    const response = await call("POST", "clients", {
      first_name: "Error",
      dni_cif: "12345678A",
      email: "no-es-correo",
      phone: "12",
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors.dni_cif).toEqual(["No es un NIF, NIE o CIF válido"]);
    expect(errors.email).toEqual(["Debe ser un correo válido"]);
    expect(Object.keys(errors)).toContain("phone");
    expect(await search("Error")).toEqual([]);
    const english = await t.app.inject({
      method: "POST",
      url: "/api/v1/clients",
      headers: { ...admin, "accept-language": "en" },
      payload: { first_name: "Error", dni_cif: "B64717839" },
    });
    expect(english.json().errors.dni_cif).toEqual(["Not a valid NIF, NIE or CIF"]);
    expect((await create({ first_name: "Empresa", dni_cif: "b-64717838" })).dni_cif).toBe("B64717838");
  });

  it("refuses another client's or another local's address ids, saving nothing", async () => {
    const mine = await create({ first_name: "Propio", addresses: [{ address: "Mía" }] });
    const neighbour = await create({ first_name: "Vecino", addresses: [{ address: "Suya" }] });
    const foreign = await create({ first_name: "Ajeno", addresses: [{ address: "Lejos" }] }, otherAdmin);
    for (const body of [
      { first_name: "X", addresses: [{ id: neighbour.addresses[0]!.id, address: "Robada" }] },
      { first_name: "X", addresses_to_delete: [foreign.addresses[0]!.id] },
    ]) {
      const response = await call("PUT", `clients/${mine.id}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toBeDefined();
    }
    expect((await read(mine.id)).first_name).toBe("Propio");
    expect((await read(neighbour.id)).addresses[0]!.address).toBe("Suya");
    expect((await read(foreign.id, otherAdmin)).addresses).toHaveLength(1);
  });

  it("searches by a part of the name without accents or case, by phone and by e-mail", async () => {
    const client = await create({
      first_name: "Íñigo",
      last_name: "Martínez de Olaguíbel",
      email: "inigo.mo@restaurante.es",
      phone: "+34 699 888 777",
      addresses: [{ address: "Plaza Nueva 5" }],
    });
    const ids = async (q: string) => (await search(q)).map((row) => row.id);
    expect(await ids("inigo")).toContain(client.id);
    expect(await ids("MARTI olag")).toContain(client.id);
    expect(await ids("olaguíbel")).toContain(client.id);
    expect(await ids("699 888")).toContain(client.id);
    expect(await ids("34699888777")).toContain(client.id);
    expect(await ids("inigo.mo@restaurante.es")).toContain(client.id);
    expect(await ids("restaurante")).toContain(client.id);
    expect(await ids("zzz")).not.toContain(client.id);
    expect(await ids("%' or 1=1 --")).not.toContain(client.id);
    const [row] = await search("Íñigo Martínez");
    expect(row).toEqual({
      id: client.id,
      name: "Íñigo Martínez de Olaguíbel",
      phone: "+34 699 888 777",
      email: "inigo.mo@restaurante.es",
      address: expect.objectContaining({ address: "Plaza Nueva 5" }),
    });
    expect(await search("inigo", otherAdmin)).toEqual([]);
  });

  it("limits a search to 20 clients", async () => {
    for (let i = 0; i < 22; i++) await create({ first_name: "Repetido", last_name: `N${i}` });
    expect(await search("repetido")).toHaveLength(20);
  });

  it("answers list_bar light, with the principal address, to a waiter", async () => {
    const client = await create({
      first_name: "Barra",
      last_name: "Cliente",
      phone: "612345678",
      addresses: [
        { address: "Secundaria" },
        { address: "Principal", principal: true, reference: "Timbre 2" },
      ],
    });
    const response = await call("GET", "clients/list_bar", undefined, waiter);
    expect(response.statusCode, response.body).toBe(200);
    const { results, total } = response.json().data;
    expect(total).toBe(results.length);
    const row = results.find((r: Row) => r.id === client.id);
    expect(row).toEqual({
      id: client.id,
      name: "Barra Cliente",
      phone: "612345678",
      email: null,
      address: {
        id: client.addresses[0]!.id,
        address: "Principal",
        city: null,
        town: null,
        postal_code: null,
        reference: "Timbre 2",
        latitude: null,
        longitude: null,
      },
    });
    const bare = await create({ first_name: "Sin", last_name: "Dirección" });
    const again = (await call("GET", "clients/list_bar", undefined, waiter)).json().data.results;
    expect(again.find((r: Row) => r.id === bare.id).address).toBeNull();
  });

  it("downloads the live clients as a real XLSX with their principal address", async () => {
    const kept = await create({
      first_name: "Excelia",
      last_name: "Hoja",
      addresses: [{ address: "Calle Libro 7" }],
    });
    const gone = await create({ first_name: "Borrado", last_name: "Excel" });
    expect((await call("POST", "clients/delete_all", { pk__in: [gone.id] })).statusCode).toBe(200);
    const response = await call("GET", "clients/download");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toContain("clients.xlsx");
    const file = response.rawPayload;
    expect(file.subarray(0, 2).toString("latin1")).toBe("PK");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Nombre");
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const line = rows.find((values) => values[0] === "Excelia");
    expect(line?.[1]).toBe(kept.last_name);
    expect(line?.[5]).toBe("Calle Libro 7");
    expect(rows.some((values) => values[0] === "Borrado")).toBe(false);
    expect(rows.some((values) => values[0] === "Ajeno")).toBe(false);
  });

  it("keeps another local's clients invisible and soft-deletes then restores with addresses", async () => {
    const foreign = await create(
      { first_name: "Invisible", addresses: [{ address: "Otra ciudad" }] },
      otherAdmin,
    );
    expect((await call("GET", `clients/${foreign.id}`)).statusCode).toBe(404);
    expect((await call("PUT", `clients/${foreign.id}`, { first_name: "Hackeado" })).statusCode).toBe(404);
    expect((await call("POST", "clients/delete_all", { pk__in: [foreign.id] })).statusCode).toBe(404);
    const bar = (await call("GET", "clients/list_bar")).json().data.results;
    expect(bar.some((row: Row) => row.id === foreign.id)).toBe(false);
    expect((await read(foreign.id, otherAdmin)).first_name).toBe("Invisible");

    const client = await create({ first_name: "Temporal", addresses: [{ address: "Sigue aquí" }] });
    expect((await call("POST", "clients/delete_all", { pk__in: [client.id] })).json().data.deleted).toBe(1);
    expect((await call("GET", `clients/${client.id}`)).statusCode).toBe(404);
    expect(await search("temporal")).toEqual([]);
    const restored = await call("POST", "clients/restore", { id: client.id });
    expect(restored.json().data.addresses).toMatchObject([{ address: "Sigue aquí", principal: true }]);
  });
});
