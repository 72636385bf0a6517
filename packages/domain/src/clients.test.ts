import { describe, expect, it } from "vitest";
import {
  CLIENT_MESSAGES,
  choosePrincipal,
  clientInputSchema,
  clientUpdateSchema,
  foldSearchText,
  phoneField,
} from "./clients";

const messagesOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("client contract", () => {
  it("gives defaults, normalises the tax id and clears empty optional fields", () => {
    expect(
      clientInputSchema.parse({
        first_name: " Ana ",
        email: "",
        dni_cif: "12.345.678-z",
        addresses: [{ address: "Calle Mayor 1", city: "", latitude: 40.4, longitude: -3.7 }],
      }),
    ).toEqual({
      first_name: "Ana",
      last_name: "",
      email: null,
      dni_cif: "12345678Z",
      addresses: [
        { address: "Calle Mayor 1", city: null, principal: false, latitude: 40.4, longitude: -3.7 },
      ],
      addresses_to_delete: [],
    });
  });

  it("refuses an invalid e-mail, tax id and phone", () => {
    const result = clientInputSchema.safeParse({
      first_name: "Ana",
      email: "ana@",
      dni_cif: "12345678A",
      phone: "612-345-678",
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining(["validation.email", CLIENT_MESSAGES.taxId, CLIENT_MESSAGES.phone]),
    );
  });

  it("takes phones of digits, spaces and a leading +, 6 to 20 characters", () => {
    expect(phoneField.parse(" +34  612 345 678 ")).toBe("+34 612 345 678");
    for (const bad of ["12345", "+34 6a2 345", "612+345678", "1".repeat(21), "+ 1 2 3"]) {
      expect(phoneField.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("refuses two principal addresses, coordinates without their pair and out of range", () => {
    const two = clientInputSchema.safeParse({
      first_name: "Ana",
      addresses: [
        { address: "A", principal: true },
        { address: "B", principal: true },
      ],
    });
    expect(messagesOf(two)).toContain(CLIENT_MESSAGES.twoPrincipals);
    const half = clientInputSchema.safeParse({
      first_name: "Ana",
      addresses: [{ address: "A", latitude: 40 }],
    });
    expect(messagesOf(half)).toContain(CLIENT_MESSAGES.coordinatesPair);
    const far = clientInputSchema.safeParse({
      first_name: "Ana",
      addresses: [{ address: "A", latitude: 91, longitude: 0 }],
    });
    expect(far.success).toBe(false);
  });

  it("refuses writing and deleting the same address in one save", () => {
    const result = clientUpdateSchema.safeParse({
      addresses: [{ id: 4, address: "A" }],
      addresses_to_delete: [4],
    });
    expect(messagesOf(result)).toContain(CLIENT_MESSAGES.duplicate);
  });
});

describe("choosePrincipal", () => {
  const existing = [
    { id: 1, principal: false },
    { id: 2, principal: true },
  ];

  it("makes the first address of a new client principal when none is marked", () => {
    expect(choosePrincipal([], [{}, {}], [])).toEqual({ kind: "written", index: 0 });
    expect(choosePrincipal([], [{}, { principal: true }], [])).toEqual({ kind: "written", index: 1 });
    expect(choosePrincipal([], [], [])).toEqual({ kind: "none" });
  });

  it("keeps the current principal unless another is marked; false alone does not move it", () => {
    expect(choosePrincipal(existing, [{}], [])).toEqual({ kind: "existing", id: 2 });
    expect(choosePrincipal(existing, [{ id: 2, principal: false }], [])).toEqual({ kind: "existing", id: 2 });
    expect(choosePrincipal(existing, [{ id: 1, principal: true }], [])).toEqual({
      kind: "written",
      index: 0,
    });
  });

  it("refuses deleting the principal unless another becomes principal in the same save", () => {
    expect(choosePrincipal(existing, [], [2])).toEqual({
      kind: "refused",
      message: CLIENT_MESSAGES.principalNotDeletable,
    });
    expect(choosePrincipal(existing, [{ id: 1, principal: true }], [2])).toEqual({
      kind: "written",
      index: 0,
    });
    expect(choosePrincipal(existing, [], [1])).toEqual({ kind: "existing", id: 2 });
  });

  it("refuses two marked", () => {
    expect(choosePrincipal([], [{ principal: true }, { principal: true }], []).kind).toBe("refused");
  });
});

describe("foldSearchText", () => {
  it("drops accents and case", () => {
    expect(foldSearchText("José ÑÚÑEZ Çà")).toBe("jose nunez ca");
  });
});
