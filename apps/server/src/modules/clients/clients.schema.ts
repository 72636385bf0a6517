import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { entityColumns } from "../../platform/db/columns";

const live = (t: { deleted_at: unknown }) => sql`${t.deleted_at} is null`;

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Folds accents and case in SQL the way `foldSearchText` does in the domain. Spelled out
 * with translate() because it is immutable (a generated column needs that) and because
 * the unaccent extension is not available on the embedded database.
 */
const fold = (expression: string) =>
  `lower(translate(${expression}, 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ', 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyyy'))`;
const phoneDigits = `regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g')`;

export const clients = pgTable(
  "clients",
  {
    ...entityColumns(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull().default(""),
    email: text("email"),
    phone: text("phone"),
    dni_cif: text("dni_cif"),
    /**
     * What `clients/search` matches, kept by the database: the words of the name, of the
     * e-mail (split at its punctuation) and the phone's digits, also without a country
     * prefix (its last 9), so a prefix of any of them finds the client through one GIN index.
     */
    search: tsvector("search").generatedAlwaysAs(
      sql.raw(
        `to_tsvector('simple'::regconfig, ${fold(
          `"first_name" || ' ' || "last_name" || ' ' || regexp_replace(coalesce("email", ''), '[^a-zA-Z0-9]', ' ', 'g')`,
        )} || ' ' || ${phoneDigits} || ' ' || right(${phoneDigits}, 9))`,
      ),
    ),
  },
  (t) => [
    index("clients_local").on(t.local_id, t.id).where(live(t)),
    index("clients_search").using("gin", t.search).where(live(t)),
  ],
);

/*
 * Addresses are rows of their own rather than a JSON list of the client: orders will point
 * at one address by id (delivery, the radius check), "one principal per client" is a
 * unique index the database keeps under concurrent saves, and the POS's list joins the
 * principal address without unpacking JSON.
 */
export const clientAddresses = pgTable(
  "client_addresses",
  {
    ...entityColumns(),
    client_id: integer("client_id")
      .notNull()
      .references(() => clients.id),
    address: text("address").notNull(),
    city: text("city"),
    town: text("town"),
    postal_code: text("postal_code"),
    reference: text("reference"),
    principal: boolean("principal").notNull().default(false),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
  },
  (t) => [
    index("client_addresses_client").on(t.local_id, t.client_id, t.id).where(live(t)),
    uniqueIndex("client_addresses_one_principal")
      .on(t.client_id)
      .where(sql`${t.principal} and ${t.deleted_at} is null`),
  ],
);
