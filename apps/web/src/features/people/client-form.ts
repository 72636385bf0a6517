import { CLIENT_MESSAGES, type Client, clientInputSchema, NOT_UTF8_ENCODED } from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";
import { numberOrEmpty } from "../../ui/form/schema-errors";

/** One address line of the client dialog, as typed (coordinates as text). */
export interface AddressRow {
  key: string;
  /** The saved address's id; absent on a line added in this dialog. */
  id?: number;
  address: string;
  postal_code: string;
  town: string;
  city: string;
  reference: string;
  latitude: string;
  longitude: string;
}

export const ADDRESS_FIELDS = [
  "address",
  "postal_code",
  "town",
  "city",
  "reference",
  "latitude",
  "longitude",
] as const satisfies ReadonlyArray<keyof AddressRow>;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

const addressFieldOf = (name: unknown) => ADDRESS_FIELDS.find((field) => field === name);
/** A line's messages by field (i18n keys from the rules, texts from the server). */
export type AddressRowErrors = Partial<Record<AddressField, string>>;

export interface ClientFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  dni_cif: string;
  addresses: AddressRow[];
  /** The key of the principal line: one line is always it while there are lines. */
  principal: string | null;
  /** Saved addresses removed in this dialog; the server deletes them with the save. */
  addresses_to_delete: number[];
}

/** What the dialog sends: empty texts clear a field, the server stores them as null. */
export interface ClientBody {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  dni_cif: string;
  addresses: Array<{
    id?: number;
    address: string;
    postal_code: string;
    town: string;
    city: string;
    reference: string;
    principal: boolean;
    latitude: number | "";
    longitude: number | "";
  }>;
  addresses_to_delete: number[];
}

let lastRowKey = 0;

export function newAddressRow(): AddressRow {
  lastRowKey += 1;
  return {
    key: `address-${lastRowKey}`,
    address: "",
    postal_code: "",
    town: "",
    city: "",
    reference: "",
    latitude: "",
    longitude: "",
  };
}

/** "Calle Mayor 5, 28013 Madrid": the principal address as the list shows it, or "". */
export function principalAddressText(client: Pick<Client, "addresses">): string {
  const address = client.addresses.find((candidate) => candidate.principal);
  if (!address) return "";
  const place = [address.postal_code, address.town].filter(Boolean).join(" ");
  const parts = [address.address, place, address.city === address.town ? "" : address.city];
  return parts.filter(Boolean).join(", ");
}

const textOf = (value: string | number | null) => (value === null ? "" : String(value));

export function clientFormValues(client?: Client): ClientFormValues {
  const addresses = (client?.addresses ?? []).map((address) => ({
    ...newAddressRow(),
    id: address.id,
    address: address.address,
    postal_code: textOf(address.postal_code),
    town: textOf(address.town),
    city: textOf(address.city),
    reference: textOf(address.reference),
    latitude: textOf(address.latitude),
    longitude: textOf(address.longitude),
  }));
  const principal = client?.addresses.findIndex((address) => address.principal) ?? -1;
  return {
    first_name: client?.first_name ?? "",
    last_name: client?.last_name ?? "",
    email: client?.email ?? "",
    phone: client?.phone ?? "",
    dni_cif: client?.dni_cif ?? "",
    addresses,
    principal: addresses[Math.max(principal, 0)]?.key ?? null,
    addresses_to_delete: [],
  };
}

export function clientPayload(values: ClientFormValues): ClientBody {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    dni_cif: values.dni_cif.trim(),
    addresses: values.addresses.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      address: row.address.trim(),
      postal_code: row.postal_code.trim(),
      town: row.town.trim(),
      city: row.city.trim(),
      reference: row.reference.trim(),
      principal: row.key === values.principal,
      latitude: numberOrEmpty(row.latitude),
      longitude: numberOrEmpty(row.longitude),
    })),
    addresses_to_delete: values.addresses_to_delete,
  };
}

// ---------------------------------------------------------------------------------------
// The rules: the domain's client schema, with the server's own wording

const MESSAGE_KEYS: Record<string, string> = {
  [CLIENT_MESSAGES.taxId]: "clients.errors.taxId",
  [CLIENT_MESSAGES.phone]: "clients.errors.phone",
  [CLIENT_MESSAGES.coordinatesPair]: "clients.errors.coordinatesPair",
  "validation.email": "clients.errors.email",
  [NOT_UTF8_ENCODED]: NOT_UTF8_ENCODED,
};

/** Fields whose refusals zod words generically (a phone too short, a latitude out of range). */
const FIELD_KEYS: Record<string, string> = {
  phone: "clients.errors.phone",
  email: "clients.errors.email",
  dni_cif: "clients.errors.taxId",
  latitude: "clients.errors.latitude",
  longitude: "clients.errors.longitude",
};

interface Issue {
  message: string;
  path: PropertyKey[];
}

function messageKey(issue: Issue, field: string, value: unknown): string {
  const known = MESSAGE_KEYS[issue.message];
  if (known) return known;
  if (value === "" || value === undefined || value === null) return "form.required";
  return FIELD_KEYS[field] ?? "form.invalid";
}

function schemaIssues(body: ClientBody): Issue[] {
  const result = clientInputSchema.safeParse(body);
  return result.success ? [] : result.error.issues;
}

const isAddressIssue = (issue: Issue) => issue.path[0] === "addresses" && typeof issue.path[1] === "number";

/** The client's own fields; a broken address line keeps the form from being sent and says so. */
export function validateClient(values: ClientFormValues): FieldErrors<ClientFormValues> {
  const body = clientPayload(values);
  const errors: FieldErrors<ClientFormValues> = {};
  for (const issue of schemaIssues(body)) {
    if (isAddressIssue(issue)) {
      errors.addresses ??= "clients.errors.checkAddresses";
      continue;
    }
    const field = issue.path[0];
    if (typeof field === "string" && field in values) {
      errors[field as keyof ClientFormValues] ??= messageKey(issue, field, body[field as keyof ClientBody]);
    }
  }
  return errors;
}

/** Each address line's messages, by line key. */
export function addressRowErrors(values: ClientFormValues): Record<string, AddressRowErrors> {
  const body = clientPayload(values);
  const errors: Record<string, AddressRowErrors> = {};
  for (const issue of schemaIssues(body).filter(isAddressIssue)) {
    const index = issue.path[1] as number;
    const field = addressFieldOf(issue.path[2]);
    const row = values.addresses[index];
    const sent = body.addresses[index];
    if (!row || !sent || !field) continue;
    errors[row.key] = { [field]: messageKey(issue, field, sent[field]), ...errors[row.key] };
  }
  return errors;
}

/** One address row's messages: the server's where it named the field, else the broken rule's, translated. */
export function addressRowMessages(
  server: AddressRowErrors | undefined,
  rules: AddressRowErrors | undefined,
  translate: (key: string) => string,
): AddressRowErrors {
  const errors: AddressRowErrors = {};
  for (const name of ADDRESS_FIELDS) {
    const rule = rules?.[name];
    const message = server?.[name] ?? (rule && translate(rule));
    if (message) errors[name] = message;
  }
  return errors;
}

/**
 * The server's messages for address fields (`addresses.1.postal_code`), on the line they name;
 * `translate` turns a message that is a catalogue key into text.
 */
export function serverAddressErrors(
  errors: Record<string, string[]>,
  rows: readonly AddressRow[],
  translate: (message: string) => string,
): Record<string, AddressRowErrors> {
  const found: Record<string, AddressRowErrors> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const match = /^addresses\.(\d+)\.(\w+)$/.exec(field);
    const row = match && rows[Number(match[1])];
    const name = addressFieldOf(match?.[2]);
    if (!row || !name || messages.length === 0) continue;
    found[row.key] = { ...found[row.key], [name]: messages.map(translate).join("\n") };
  }
  return found;
}

// ---------------------------------------------------------------------------------------
// Adding, editing and removing lines

type AddressState = Pick<ClientFormValues, "addresses" | "principal" | "addresses_to_delete">;

export type AddressChange = ({ kind: "changed" } & AddressState) | { kind: "refused"; message: string };

/**
 * The lines after an add, an edit or a remove. A saved principal address cannot be removed
 * (spec §5, the server's rule): the user marks another one principal first. A new line that
 * was principal can go; the first line left takes its place, as the first address of a
 * client with none becomes principal.
 */
export function changeAddresses(current: AddressState, next: AddressRow[]): AddressChange {
  const kept = new Set(next.map((row) => row.key));
  const removed = current.addresses.filter((row) => !kept.has(row.key));
  const removedPrincipal = removed.find((row) => row.key === current.principal);
  if (removedPrincipal?.id !== undefined) {
    return { kind: "refused", message: "clients.errors.principalNotDeletable" };
  }
  const principal =
    current.principal !== null && kept.has(current.principal) ? current.principal : (next[0]?.key ?? null);
  const deleted = removed.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  return {
    kind: "changed",
    addresses: next,
    principal,
    addresses_to_delete:
      deleted.length > 0 ? [...current.addresses_to_delete, ...deleted] : current.addresses_to_delete,
  };
}
