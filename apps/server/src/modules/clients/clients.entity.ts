import {
  type AddressInput,
  CLIENT_MESSAGES,
  choosePrincipal,
  clientInputSchema,
  clientUpdateSchema,
} from "@comanda/domain";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { defineEntity, type EntityContext } from "../../platform/crud/entity";
import { errors } from "../../platform/errors/app-error";
import { UNKNOWN_REFERENCE } from "../menu/menu-references";
import { clientAddresses, clients } from "./clients.schema";

type Row = Record<string, unknown>;

const liveAddresses = (localId: number) =>
  and(eq(clientAddresses.local_id, localId), isNull(clientAddresses.deleted_at));

const addressColumns = {
  id: clientAddresses.id,
  client_id: clientAddresses.client_id,
  address: clientAddresses.address,
  city: clientAddresses.city,
  town: clientAddresses.town,
  postal_code: clientAddresses.postal_code,
  reference: clientAddresses.reference,
  principal: clientAddresses.principal,
  latitude: clientAddresses.latitude,
  longitude: clientAddresses.longitude,
};

function addressValues({ id: _id, principal: _principal, ...values }: AddressInput) {
  return values;
}

/**
 * Writes the addresses of one save: the client's own ids only (another client's or
 * another local's is an unknown reference), the principal chosen by `choosePrincipal`.
 * The principal flag is cleared first so the one-principal unique index holds at every
 * statement.
 */
async function saveAddresses(context: EntityContext, clientId: number, input: Row) {
  const { db, localId } = context;
  const written = (input.addresses ?? []) as AddressInput[];
  const deleted = (input.addresses_to_delete ?? []) as number[];
  if (written.length === 0 && deleted.length === 0) return;
  const own = await db
    .select({ id: clientAddresses.id, principal: clientAddresses.principal })
    .from(clientAddresses)
    .where(and(liveAddresses(localId), eq(clientAddresses.client_id, clientId)));
  const ownIds = new Set(own.map((address) => address.id));
  const foreignWritten = written.flatMap((address) =>
    address.id && !ownIds.has(address.id) ? [address.id] : [],
  );
  if (foreignWritten.length > 0)
    throw errors.field("addresses", UNKNOWN_REFERENCE, { ids: foreignWritten.join(", ") });
  const foreignDeleted = deleted.filter((id) => !ownIds.has(id));
  if (foreignDeleted.length > 0)
    throw errors.field("addresses_to_delete", UNKNOWN_REFERENCE, { ids: foreignDeleted.join(", ") });

  const choice = choosePrincipal(own, written, deleted);
  if (choice.kind === "refused") {
    const field =
      choice.message === CLIENT_MESSAGES.principalNotDeletable ? "addresses_to_delete" : "addresses";
    throw errors.field(field, choice.message);
  }
  const isPrincipal = (index: number, id?: number) =>
    (choice.kind === "written" && choice.index === index) ||
    (choice.kind === "existing" && id !== undefined && choice.id === id);

  const now = new Date();
  await db
    .update(clientAddresses)
    .set({ principal: false })
    .where(
      and(
        liveAddresses(localId),
        eq(clientAddresses.client_id, clientId),
        eq(clientAddresses.principal, true),
      ),
    );
  if (deleted.length > 0) {
    await db
      .update(clientAddresses)
      .set({ deleted_at: now })
      .where(and(liveAddresses(localId), inArray(clientAddresses.id, deleted)));
  }
  for (const [index, address] of written.entries()) {
    if (!address.id) continue;
    await db
      .update(clientAddresses)
      .set({ ...addressValues(address), principal: isPrincipal(index, address.id), updated_at: now })
      .where(and(liveAddresses(localId), eq(clientAddresses.id, address.id)));
  }
  const created = written.flatMap((address, index) =>
    address.id
      ? []
      : [
          {
            ...addressValues(address),
            principal: isPrincipal(index),
            client_id: clientId,
            local_id: localId,
          },
        ],
  );
  if (created.length > 0) await db.insert(clientAddresses).values(created);
  if (choice.kind === "existing" && !written.some((address) => address.id === choice.id)) {
    await db
      .update(clientAddresses)
      .set({ principal: true })
      .where(and(liveAddresses(localId), eq(clientAddresses.id, choice.id)));
  }
}

/** The live addresses of the given clients, the principal first, in one query. */
async function addressesOf({ db, localId }: EntityContext, clientIds: number[]) {
  if (clientIds.length === 0) return [];
  return db
    .select(addressColumns)
    .from(clientAddresses)
    .where(and(liveAddresses(localId), inArray(clientAddresses.client_id, clientIds)))
    .orderBy(desc(clientAddresses.principal), asc(clientAddresses.id));
}

/**
 * Clients are saved with their addresses in one call and one transaction (spec §3 Client).
 * Deleting is soft: a client named by orders stays readable by them.
 */
export const clientsEntity = defineEntity({
  collection: "clients",
  table: clients,
  insertSchema: clientInputSchema,
  updateSchema: clientUpdateSchema,
  uniqueField: "id",
  searchable: ["first_name", "last_name", "email", "phone", "dni_cif"],
  hidden: ["search"],
  defaultOrdering: "first_name",
  clearable: ["email", "phone", "dni_cif", "last_name"],
  prepare: async (input) => {
    const { addresses: _addresses, addresses_to_delete: _deleted, ...values } = input;
    return values;
  },
  afterWrite: async (row, input, context) => saveAddresses(context, row.id as number, input),
  expand: async (rows, context) => {
    const all = await addressesOf(
      context,
      rows.map((row) => row.id as number),
    );
    return rows.map((row) => ({ ...row, addresses: all.filter((address) => address.client_id === row.id) }));
  },
  sample: async ({ n }) => ({
    first_name: `Cliente ${n}`,
    last_name: "Prueba",
    phone: `600 000 ${String(n).padStart(3, "0")}`,
    addresses: [{ address: `Calle Mayor ${n}`, city: "Madrid", postal_code: "28013" }],
  }),
});
