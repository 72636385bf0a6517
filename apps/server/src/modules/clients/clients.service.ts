import { CLIENT_SEARCH_LIMIT, type ClientBarRow, foldSearchText } from "@comanda/domain";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { Db } from "../../platform/db/client";
import { type Language, translate } from "../../platform/errors/messages";
import { clientAddresses, clients } from "./clients.schema";

const PHONE_LIKE = /^[+\d\s()-]+$/;

/**
 * The prefix query `clients.search` matches against: each word of the text, folded and cut
 * at punctuation the way the stored vector is, must start a word of the client. Typed phone
 * numbers are one word of digits whatever their spacing. Only [a-z0-9] reaches to_tsquery,
 * so no input can break its syntax.
 */
function searchQuery(text: string): string | undefined {
  const words = PHONE_LIKE.test(text)
    ? [text.replace(/\D/g, "")]
    : foldSearchText(text)
        .replace(/[^a-z0-9]+/g, " ")
        .trim()
        .split(" ");
  const usable = words.filter((word) => word !== "").slice(0, 8);
  return usable.length === 0 ? undefined : usable.map((word) => `${word}:*`).join(" & ");
}

const live = (localId: number) => and(eq(clients.local_id, localId), isNull(clients.deleted_at));
const principalJoin = and(
  eq(clientAddresses.client_id, clients.id),
  eq(clientAddresses.principal, true),
  isNull(clientAddresses.deleted_at),
);
const name = sql<string>`trim(${clients.first_name} || ' ' || ${clients.last_name})`;
const barColumns = {
  id: clients.id,
  name,
  phone: clients.phone,
  email: clients.email,
  address_id: clientAddresses.id,
  address: clientAddresses.address,
  city: clientAddresses.city,
  town: clientAddresses.town,
  postal_code: clientAddresses.postal_code,
  reference: clientAddresses.reference,
  latitude: clientAddresses.latitude,
  longitude: clientAddresses.longitude,
};
interface BarQueryRow {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  address_id: number | null;
  address: string | null;
  city: string | null;
  town: string | null;
  postal_code: string | null;
  reference: string | null;
  latitude: number | null;
  longitude: number | null;
}

function toBarRow({
  address_id,
  address,
  city,
  town,
  postal_code,
  reference,
  latitude,
  longitude,
  ...client
}: BarQueryRow): ClientBarRow {
  return {
    ...client,
    address:
      address_id === null || address === null
        ? null
        : { id: address_id, address, city, town, postal_code, reference, latitude, longitude },
  };
}

const DOWNLOAD_COLUMNS = [
  ["first_name", 20],
  ["last_name", 24],
  ["phone", 16],
  ["email", 30],
  ["dni_cif", 12],
  ["address", 36],
  ["postal_code", 10],
  ["town", 18],
  ["city", 18],
  ["reference", 30],
] as const;

/** The clients' named actions (spec §7 clients): search, list_bar, download. */
export function createClientsService({ db }: { db: Db }) {
  const barQuery = (localId: number, condition?: SQL) =>
    db
      .select(barColumns)
      .from(clients)
      .leftJoin(clientAddresses, principalJoin)
      .where(and(live(localId), condition))
      .orderBy(asc(clients.first_name), asc(clients.last_name), asc(clients.id));

  return {
    /**
     * The client an order is for, and the address it goes to: `addressId` when given (it
     * must be one of the client's), else the principal one. Undefined client: not a live
     * client of the local; undefined address: that id is not the client's.
     */
    async orderContact(tx: Db, localId: number, clientId: number, addressId: number | null) {
      const [client] = await tx
        .select({ id: clients.id, first_name: clients.first_name, email: clients.email })
        .from(clients)
        .where(and(eq(clients.id, clientId), live(localId)));
      if (!client) return { client: undefined, address: undefined };
      const [address] = await tx
        .select({
          id: clientAddresses.id,
          latitude: clientAddresses.latitude,
          longitude: clientAddresses.longitude,
        })
        .from(clientAddresses)
        .where(
          and(
            eq(clientAddresses.client_id, clientId),
            isNull(clientAddresses.deleted_at),
            addressId === null ? eq(clientAddresses.principal, true) : eq(clientAddresses.id, addressId),
          ),
        );
      return { client, address: address ?? null };
    },

    /** Names, phones and addresses of clients and addresses by id (deleted ones too: old orders keep theirs). */
    async contacts(tx: Db, localId: number, clientIds: readonly number[], addressIds: readonly number[]) {
      const clientRows =
        clientIds.length === 0
          ? []
          : await tx
              .select({
                id: clients.id,
                first_name: clients.first_name,
                last_name: clients.last_name,
                phone: clients.phone,
                email: clients.email,
              })
              .from(clients)
              .where(and(eq(clients.local_id, localId), inArray(clients.id, [...new Set(clientIds)])));
      const addressRows =
        addressIds.length === 0
          ? []
          : await tx
              .select({
                id: clientAddresses.id,
                address: clientAddresses.address,
                city: clientAddresses.city,
                town: clientAddresses.town,
                postal_code: clientAddresses.postal_code,
                reference: clientAddresses.reference,
                latitude: clientAddresses.latitude,
                longitude: clientAddresses.longitude,
              })
              .from(clientAddresses)
              .where(
                and(
                  eq(clientAddresses.local_id, localId),
                  inArray(clientAddresses.id, [...new Set(addressIds)]),
                ),
              );
      return {
        clients: new Map(clientRows.map((row) => [row.id, row])),
        addresses: new Map(addressRows.map((row) => [row.id, row])),
      };
    },

    /** Up to 20 live clients whose name, phone or e-mail words start with the text; one query. */
    async search(localId: number, text: string): Promise<ClientBarRow[]> {
      const query = searchQuery(text);
      if (!query) return [];
      const rows = await barQuery(localId, sql`${clients.search} @@ to_tsquery('simple', ${query})`).limit(
        CLIENT_SEARCH_LIMIT,
      );
      return rows.map(toBarRow);
    },

    /** Every live client with its principal address, light, for the POS. */
    async listBar(localId: number): Promise<ClientBarRow[]> {
      const rows = await barQuery(localId);
      return rows.map(toBarRow);
    },

    /** The local's live clients with their principal address, as an XLSX workbook. */
    async download(localId: number, language: Language): Promise<Buffer> {
      const rows = await db
        .select({
          first_name: clients.first_name,
          last_name: clients.last_name,
          phone: clients.phone,
          email: clients.email,
          dni_cif: clients.dni_cif,
          address: clientAddresses.address,
          postal_code: clientAddresses.postal_code,
          town: clientAddresses.town,
          city: clientAddresses.city,
          reference: clientAddresses.reference,
        })
        .from(clients)
        .leftJoin(clientAddresses, principalJoin)
        .where(live(localId))
        .orderBy(asc(clients.first_name), asc(clients.last_name), asc(clients.id));
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(translate(language, "clients.download.sheet"));
      sheet.columns = DOWNLOAD_COLUMNS.map(([key, width]) => ({
        key,
        width,
        header: translate(language, `clients.download.${key}`),
      }));
      sheet.getRow(1).font = { bold: true };
      sheet.views = [{ state: "frozen", ySplit: 1 }];
      sheet.addRows(rows);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },
  };
}
export type ClientsService = ReturnType<typeof createClientsService>;
