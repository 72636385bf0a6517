import {
  bookingAnswerSchema,
  bookingAnswerUpdateSchema,
  reservationOptionSchema,
  reservationOptionUpdateSchema,
} from "@comanda/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { defineEntity } from "../../platform/crud/entity";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { bookingAnswers, reservationOptions } from "./bookings.schema";

/** Refuses answer ids that are not live answers of the local. */
async function assertAnswersExist(db: Db, localId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: bookingAnswers.id })
    .from(bookingAnswers)
    .where(
      and(
        eq(bookingAnswers.local_id, localId),
        inArray(bookingAnswers.id, [...ids]),
        isNull(bookingAnswers.deleted_at),
      ),
    );
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw errors.field("answers", "validation.unknown_reference", { ids: missing.join(", ") });
}

/** Booking options (spec §3 "Reservation option", §7 reservations_options): a question with its answers. */
export const reservationOptionsEntity = defineEntity({
  collection: "reservations_options",
  table: reservationOptions,
  insertSchema: reservationOptionSchema,
  updateSchema: reservationOptionUpdateSchema.partial(),
  uniqueField: "id",
  searchable: ["title"],
  defaultOrdering: "title",
  lockModule: "reservas",
  clearable: ["description"],
  prepare: async (input, { db, localId }) => {
    if (Array.isArray(input.answers)) await assertAnswersExist(db, localId, input.answers as number[]);
    return input;
  },
  sample: async ({ n, insert }) => ({
    title: `Opción ${n}`,
    description: "¿Alguna preferencia?",
    answers: [await insert("booking-options-answers")],
    is_multiple: n % 2 === 0,
  }),
});

/** Booking answers options (spec §3, §7 booking-options-answers). */
export const bookingAnswersEntity = defineEntity({
  collection: "booking-options-answers",
  table: bookingAnswers,
  insertSchema: bookingAnswerSchema,
  updateSchema: bookingAnswerUpdateSchema.partial(),
  uniqueField: "id",
  searchable: ["title"],
  defaultOrdering: "title",
  lockModule: "reservas",
  clearable: ["description"],
  sample: async ({ n }) => ({ title: `Respuesta ${n}`, description: "" }),
});
