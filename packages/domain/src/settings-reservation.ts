import { z } from "zod";
import { optionalEmail, phone } from "./settings-fields";

/** The "reservation" settings group: the party sizes a booking accepts and who answers it. */

export const reservationFields = {
  min_clients: z.number().int().min(1).max(1000),
  max_clients: z.number().int().min(1).max(1000),
  email: optionalEmail,
  phone,
};

export const reservationDefaults: z.infer<z.ZodObject<typeof reservationFields>> = {
  min_clients: 1,
  max_clients: 20,
  email: "",
  phone: "",
};
