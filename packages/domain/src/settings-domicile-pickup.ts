import { z } from "zod";
import {
  amount,
  flag,
  hasDuplicates,
  id,
  MAX_ORDER_DELAY_OPTIONS,
  MAX_SHIFT_DURATION_MINUTES,
  minutes,
  SETTINGS_MESSAGES,
} from "./settings-fields";

/** The "domicile_pickup" settings group: delivery and pickup orders, their slots and limits. */

export const domicilePickupFields = {
  block_domicile_order: flag,
  block_pickup_order: flag,
  price_domicile_service: amount,
  minimal_amount_domicile: amount,
  auto_accept_domicile: flag,
  auto_accept_pickup: flag,
  /** Delay options, in minutes, offered when accepting an order late (spec §4 order_time_delay). */
  orders_time: z
    .array(z.number().int().min(1).max(240))
    .max(MAX_ORDER_DELAY_OPTIONS, { message: SETTINGS_MESSAGES.orderDelaysMax })
    .refine((values) => !hasDuplicates(values), { message: SETTINGS_MESSAGES.orderDelaysDuplicate }),
  allow_order_time_delay: flag,
  /** Length of a delivery/pickup time slot. */
  shift_duration: z.number().int().min(5).max(MAX_SHIFT_DURATION_MINUTES),
  minimal_anticipation_pickup: minutes(24 * 60),
  minimal_anticipation_domicile: minutes(24 * 60),
  /** Products accepted per time slot; null: no limit. */
  max_products_by_turn: z.number().int().positive().max(10_000).nullable(),
  /** Categories offered for delivery and pickup; empty: all of them. */
  categories: z
    .array(id)
    .max(1000)
    .refine((values) => !hasDuplicates(values), { message: "validation.invalid" }),
  /** Delivery orders accepted per time slot. */
  domicile_orders_limit: z.number().int().min(1).max(1000),
  /** Kilometres from the local; 0: no limit. */
  maximum_radius_domicile: z.number().min(0).max(500),
  request_without_client_domicile: flag,
  request_without_client_pickup: flag,
};

export const domicilePickupDefaults: z.infer<z.ZodObject<typeof domicilePickupFields>> = {
  block_domicile_order: false,
  block_pickup_order: false,
  price_domicile_service: 0,
  minimal_amount_domicile: 0,
  auto_accept_domicile: false,
  auto_accept_pickup: false,
  orders_time: [15, 30, 45],
  allow_order_time_delay: true,
  shift_duration: 30,
  minimal_anticipation_pickup: 15,
  minimal_anticipation_domicile: 30,
  max_products_by_turn: null,
  categories: [],
  domicile_orders_limit: 1,
  maximum_radius_domicile: 5,
  request_without_client_domicile: false,
  request_without_client_pickup: false,
};
