import { z } from "zod";

/** The "stock" settings group. */

export const stockFields = {
  /** The stock (uuid) that sales consume ingredients from; null: sales do not move stock. */
  stock: z.uuid().nullable(),
};

export const stockDefaults: z.infer<z.ZodObject<typeof stockFields>> = { stock: null };
