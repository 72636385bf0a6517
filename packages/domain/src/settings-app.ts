import { z } from "zod";
import { flag, hasDuplicates } from "./settings-fields";
import { textArea } from "./text";

/** The "app" settings group: the customer app's texts and the payments it offers per order kind. */

/** Ways a customer can pay in the customer app (a subset of spec §3 payment types). */
export const APP_PAYMENT_TYPES = ["cash", "credit_card"] as const;
const appPayments = z
  .array(z.enum(APP_PAYMENT_TYPES))
  .refine((values) => !hasDuplicates(values), { message: "validation.invalid" });

export const appFields = {
  text_local: textArea(1000),
  text_local_es: textArea(1000),
  text_local_en: textArea(1000),
  local_payments: appPayments,
  domicile_payments: appPayments,
  pickup_payments: appPayments,
  use_vibrant: flag,
};

export const appDefaults: z.infer<z.ZodObject<typeof appFields>> = {
  text_local: "",
  text_local_es: "",
  text_local_en: "",
  local_payments: ["cash", "credit_card"],
  domicile_payments: ["cash", "credit_card"],
  pickup_payments: ["cash", "credit_card"],
  use_vibrant: false,
};
