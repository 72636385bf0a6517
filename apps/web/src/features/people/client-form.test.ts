import type { Address, Client } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import {
  type AddressRow,
  addressRowErrors,
  type ClientFormValues,
  changeAddresses,
  clientFormValues,
  clientPayload,
  newAddressRow,
  principalAddressText,
  serverAddressErrors,
  validateClient,
} from "./client-form";

function address(id: number, fields: Partial<Address> = {}): Address {
  return {
    id,
    client_id: 1,
    address: `Calle ${id}`,
    city: null,
    town: null,
    postal_code: null,
    reference: null,
    principal: false,
    latitude: null,
    longitude: null,
    ...fields,
  };
}

function client(addresses: Address[], fields: Partial<Client> = {}): Client {
  return {
    id: 1,
    first_name: "Lucía",
    last_name: "Fernández",
    email: null,
    phone: "+34 611 222 333",
    dni_cif: null,
    addresses,
    ...fields,
  };
}

const row = (fields: Partial<AddressRow> = {}): AddressRow => ({ ...newAddressRow(), ...fields });

function values(fields: Partial<ClientFormValues> = {}): ClientFormValues {
  return { ...clientFormValues(), first_name: "Ana", ...fields };
}

describe("clientFormValues", () => {
  it("starts a new client empty, without addresses nor principal", () => {
    expect(clientFormValues()).toMatchObject({ first_name: "", addresses: [], principal: null });
  });

  it("takes a saved client's addresses as text lines and marks its principal", () => {
    const form = clientFormValues(
      client([
        address(7, { principal: true, latitude: 40.42, longitude: -3.7, postal_code: "28013" }),
        address(8),
      ]),
    );
    expect(form.addresses.map((line) => [line.id, line.postal_code, line.latitude, line.city])).toEqual([
      [7, "28013", "40.42", ""],
      [8, "", "", ""],
    ]);
    expect(form.principal).toBe(form.addresses[0]?.key);
    expect(form.phone).toBe("+34 611 222 333");
    expect(form.email).toBe("");
  });
});

describe("clientPayload", () => {
  it("sends trimmed texts, the principal flag on its line only, numbers for coordinates and ids of saved lines", () => {
    const saved = row({ id: 4, address: " Gran Vía 1 ", latitude: "40.42", longitude: "-3.7" });
    const added = row({ address: "Alcalá 10", city: " Madrid " });
    const body = clientPayload(
      values({
        first_name: " Ana ",
        addresses: [saved, added],
        principal: added.key,
        addresses_to_delete: [9],
      }),
    );
    expect(body.first_name).toBe("Ana");
    expect(body.addresses).toEqual([
      expect.objectContaining({
        id: 4,
        address: "Gran Vía 1",
        principal: false,
        latitude: 40.42,
        longitude: -3.7,
      }),
      expect.objectContaining({ address: "Alcalá 10", city: "Madrid", principal: true, latitude: "" }),
    ]);
    expect(body.addresses[1]).not.toHaveProperty("id");
    expect(body.addresses_to_delete).toEqual([9]);
  });
});

describe("validateClient and addressRowErrors", () => {
  it("accepts a client with a valid NIF, phone and e-mail, and empty optional fields", () => {
    const form = values({ dni_cif: "12345678-z", phone: "611 222 333", email: "ana@example.com" });
    expect(validateClient(form)).toEqual({});
    expect(validateClient(values())).toEqual({});
  });

  it("words the client's refusals as the server does", () => {
    expect(
      validateClient(values({ first_name: " ", dni_cif: "12345678A", email: "no-es-correo", phone: "12" })),
    ).toEqual({
      first_name: "form.required",
      dni_cif: "clients.errors.taxId",
      email: "clients.errors.email",
      phone: "clients.errors.phone",
    });
  });

  it("puts an address's refusals on its line and keeps the form from being sent", () => {
    const good = row({ address: "Mayor 1" });
    const empty = row({ latitude: "40.4" });
    const far = row({ address: "Polo", latitude: "95", longitude: "0" });
    const form = values({ addresses: [good, empty, far], principal: good.key });
    expect(validateClient(form)).toEqual({ addresses: "clients.errors.checkAddresses" });
    expect(addressRowErrors(form)).toEqual({
      [empty.key]: { address: "form.required", longitude: "clients.errors.coordinatesPair" },
      [far.key]: { latitude: "clients.errors.latitude" },
    });
  });
});

describe("changeAddresses", () => {
  const principal = row({ id: 1, address: "Principal" });
  const other = row({ id: 2, address: "Otra" });
  const current = { addresses: [principal, other], principal: principal.key, addresses_to_delete: [] };

  it("refuses to remove the saved principal address, with the server's message", () => {
    expect(changeAddresses(current, [other])).toEqual({
      kind: "refused",
      message: "clients.errors.principalNotDeletable",
    });
  });

  it("removes a saved address that is not the principal, to be deleted with the save", () => {
    expect(changeAddresses(current, [principal])).toEqual({
      kind: "changed",
      addresses: [principal],
      principal: principal.key,
      addresses_to_delete: [2],
    });
  });

  it("removes the old principal once another line is marked principal", () => {
    const moved = { ...current, principal: other.key };
    expect(changeAddresses(moved, [other])).toMatchObject({ kind: "changed", addresses_to_delete: [1] });
  });

  it("lets a new principal line go, the first line left taking its place", () => {
    const added = row({ address: "Nueva" });
    const withNew = { ...current, addresses: [principal, other, added], principal: added.key };
    expect(changeAddresses(withNew, [principal, other])).toEqual({
      kind: "changed",
      addresses: [principal, other],
      principal: principal.key,
      addresses_to_delete: [],
    });
  });

  it("makes the first address added to a client without any its principal", () => {
    const added = row();
    expect(
      changeAddresses({ addresses: [], principal: null, addresses_to_delete: [] }, [added]),
    ).toMatchObject({
      principal: added.key,
    });
  });

  it("keeps the list of deletions as it was when only a line's text changes", () => {
    const edited = { ...other, address: "Otra, 2º" };
    const change = changeAddresses(current, [principal, edited]);
    expect(change).toMatchObject({ kind: "changed", addresses: [principal, edited] });
    expect(change.kind === "changed" && change.addresses_to_delete).toBe(current.addresses_to_delete);
  });
});

describe("serverAddressErrors", () => {
  it("puts the server's address messages on the lines they name and leaves the rest", () => {
    const first = row();
    const second = row();
    const found = serverAddressErrors(
      {
        "addresses.1.postal_code": ["Demasiado largo", "Otro"],
        "addresses.0.longitude": ["addresses.coordinates_pair"],
        "addresses.5.address": ["Sin línea"],
        "addresses.0.key": ["No es un campo"],
        dni_cif: ["No es un NIF, NIE o CIF válido"],
      },
      [first, second],
      (message) => `t:${message}`,
    );
    expect(found).toEqual({
      [first.key]: { longitude: "t:addresses.coordinates_pair" },
      [second.key]: { postal_code: "t:Demasiado largo\nt:Otro" },
    });
  });
});

describe("list texts", () => {
  it("shows the principal address with its postal code and town, and nothing without one", () => {
    expect(
      principalAddressText(
        client([
          address(1),
          address(2, { principal: true, postal_code: "28013", town: "Madrid", city: "Madrid" }),
        ]),
      ),
    ).toBe("Calle 2, 28013 Madrid");
    expect(
      principalAddressText(client([address(3, { principal: true, town: "Getafe", city: "Madrid" })])),
    ).toBe("Calle 3, Getafe, Madrid");
    expect(principalAddressText(client([]))).toBe("");
  });
});
