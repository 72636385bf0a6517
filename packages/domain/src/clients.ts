import { z } from "zod";
import { idField } from "./menu";
import { isValidTaxId, normalizeTaxId } from "./tax-id";
import { emailField, textField } from "./text";

/**
 * Clients and their addresses (spec §3 Client, Address; §5 "Addresses and warehouses"; §7
 * clients). A client is saved with its addresses in one call: addresses with an id are
 * updated, without one created, and `addresses_to_delete` removed.
 */

export const CLIENT_MESSAGES = {
  phone: "validation.phone",
  taxId: "validation.tax_id",
  coordinatesPair: "addresses.coordinates_pair",
  twoPrincipals: "addresses.two_principals",
  principalNotDeletable: "addresses.principal_not_deletable",
  duplicate: "validation.duplicate",
} as const;

/** An empty value clears an optional field: it is stored as null. */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? null : value), schema.nullable());
}

/**
 * Digits and spaces with an optional leading "+", 6 to 20 characters and at least 6
 * digits: "+34 612 345 678", "912345678". Dashes and brackets are left out so the POS
 * search (which compares digits) and the ticket show the number the same way.
 */
const PHONE_PATTERN = /^\+?[0-9][0-9 ]*$/;
export const phoneField = z
  .string()
  .trim()
  .overwrite((value) => value.replace(/\s+/g, " "))
  .min(6)
  .max(20)
  .refine((value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= 6, {
    message: CLIENT_MESSAGES.phone,
  });

/** A Spanish NIF, NIE or CIF, stored normalised (upper case, no spaces or dashes). */
export const taxIdField = z
  .string()
  .trim()
  .max(20)
  .overwrite(normalizeTaxId)
  .refine(isValidTaxId, { message: CLIENT_MESSAGES.taxId });

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

// ---------------------------------------------------------------------------------------
// Addresses

const addressFields = {
  /** Present when the address already exists and is being changed. */
  id: idField.optional(),
  address: textField(255).min(1),
  city: clearable(textField(120)).optional(),
  town: clearable(textField(120)).optional(),
  postal_code: clearable(textField(12)).optional(),
  /** Floor, door, bell, how to find it. */
  reference: clearable(textField(255)).optional(),
  /**
   * True makes this the client's principal address. False never takes the mark away on its
   * own: the principal only moves when another address is marked.
   */
  principal: z.boolean().default(false),
  /** For the delivery radius; both or neither. */
  latitude: clearable(latitude).optional(),
  longitude: clearable(longitude).optional(),
};

export const addressInputSchema = z
  .object(addressFields)
  .refine(
    (address) =>
      (address.latitude === undefined || address.latitude === null) ===
      (address.longitude === undefined || address.longitude === null),
    { message: CLIENT_MESSAGES.coordinatesPair, path: ["longitude"] },
  );
export type AddressInput = z.infer<typeof addressInputSchema>;

/** An address as the API answers it. */
export interface Address {
  id: number;
  client_id: number;
  address: string;
  city: string | null;
  town: string | null;
  postal_code: string | null;
  reference: string | null;
  principal: boolean;
  latitude: number | null;
  longitude: number | null;
}

// ---------------------------------------------------------------------------------------
// Clients

const addressList = z
  .array(addressInputSchema)
  .max(50)
  .refine((addresses) => addresses.filter((address) => address.principal).length <= 1, {
    message: CLIENT_MESSAGES.twoPrincipals,
  })
  .refine(
    (addresses) => {
      const ids = addresses.flatMap((address) => (address.id ? [address.id] : []));
      return new Set(ids).size === ids.length;
    },
    { message: CLIENT_MESSAGES.duplicate },
  );

const clientFields = {
  first_name: textField(80).min(1),
  last_name: textField(120),
  email: clearable(emailField),
  phone: clearable(phoneField),
  dni_cif: clearable(taxIdField),
  addresses: addressList,
  addresses_to_delete: z
    .array(idField)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { message: CLIENT_MESSAGES.duplicate }),
};

/** An address both written and deleted in one save is a contradiction, not a choice. */
function writesWhatItDeletes(client: { addresses?: AddressInput[]; addresses_to_delete?: number[] }) {
  const deleted = new Set(client.addresses_to_delete ?? []);
  return (client.addresses ?? []).some((address) => address.id !== undefined && deleted.has(address.id));
}
const notBoth = { message: CLIENT_MESSAGES.duplicate, path: ["addresses_to_delete"] };

export const clientInputSchema = z
  .object({
    ...clientFields,
    last_name: clientFields.last_name.default(""),
    email: clientFields.email.optional(),
    phone: clientFields.phone.optional(),
    dni_cif: clientFields.dni_cif.optional(),
    addresses: clientFields.addresses.default([]),
    addresses_to_delete: clientFields.addresses_to_delete.default([]),
  })
  .refine((client) => !writesWhatItDeletes(client), notBoth);
export const clientUpdateSchema = z
  .object(clientFields)
  .partial()
  .refine((client) => !writesWhatItDeletes(client), notBoth);
export type ClientInput = z.infer<typeof clientInputSchema>;

/** A client as the API answers it: its live addresses, the principal first. */
export interface Client {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  dni_cif: string | null;
  addresses: Address[];
}

/** A client as the POS lists it (`clients/list_bar`, `clients/search`). */
export interface ClientBarRow {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  address: Omit<Address, "client_id" | "principal"> | null;
}

export const clientSearchQuerySchema = z.object({ q: textField(120) });
export const CLIENT_SEARCH_LIMIT = 20;

// ---------------------------------------------------------------------------------------
// The principal address

/** Which address ends up principal after a save, or the message refusing the save. */
export type PrincipalChoice =
  | { kind: "written"; index: number }
  | { kind: "existing"; id: number }
  | { kind: "none" }
  | { kind: "refused"; message: string };

/**
 * A client with addresses has exactly one principal (spec §5). The one marked in the save
 * wins; otherwise the current principal stays; a client that had none gets the first
 * address written, else its oldest remaining one. The principal cannot be deleted unless
 * another is marked principal in the same save.
 */
export function choosePrincipal(
  existing: ReadonlyArray<{ id: number; principal: boolean }>,
  written: ReadonlyArray<{ id?: number; principal?: boolean }>,
  deleted: readonly number[],
): PrincipalChoice {
  const marked = written.findIndex((address) => address.principal === true);
  if (written.filter((address) => address.principal === true).length > 1) {
    return { kind: "refused", message: CLIENT_MESSAGES.twoPrincipals };
  }
  if (marked >= 0) return { kind: "written", index: marked };
  const gone = new Set(deleted);
  const current = existing.find((address) => address.principal);
  if (current && gone.has(current.id)) {
    return { kind: "refused", message: CLIENT_MESSAGES.principalNotDeletable };
  }
  if (current) return { kind: "existing", id: current.id };
  if (written.length > 0) return { kind: "written", index: 0 };
  const oldest = existing.filter((address) => !gone.has(address.id)).sort((a, b) => a.id - b.id)[0];
  return oldest ? { kind: "existing", id: oldest.id } : { kind: "none" };
}

/** Text folded for search: lower case, without accents (the SQL side folds the same way). */
export function foldSearchText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}
