import type { DomicilePickupSettings, SettingsPatch } from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";
import { numberOrEmpty } from "../../ui/form/schema-errors";
import { newRowKey } from "../menu/product-form-data";
import { settingsErrors, settingsPatch } from "./settings-form";

/**
 * The delivery/pickup settings form (spec §3 "Settings groups"): its values, the domain's rules
 * on them and the partial update it sends. Pure, so the rules are unit-tested without a browser.
 */

/** One order delay option, in minutes as typed. */
export interface DelayRow {
  key: string;
  minutes: string;
}

/** Numbers are kept as typed text (the kit's NumberField), category ids as the select's strings. */
export interface DomicilePickupFormValues {
  block_domicile_order: boolean;
  block_pickup_order: boolean;
  price_domicile_service: string;
  minimal_amount_domicile: string;
  auto_accept_domicile: boolean;
  auto_accept_pickup: boolean;
  orders_time: DelayRow[];
  allow_order_time_delay: boolean;
  shift_duration: string;
  minimal_anticipation_pickup: string;
  minimal_anticipation_domicile: string;
  /** "" is no limit. */
  max_products_by_turn: string;
  categories: string[];
  domicile_orders_limit: string;
  maximum_radius_domicile: string;
  request_without_client_domicile: boolean;
  request_without_client_pickup: boolean;
}

export const newDelayRow = (minutes = ""): DelayRow => ({ key: newRowKey(), minutes });

export function domicilePickupFormValues(settings: DomicilePickupSettings): DomicilePickupFormValues {
  return {
    block_domicile_order: settings.block_domicile_order,
    block_pickup_order: settings.block_pickup_order,
    price_domicile_service: String(settings.price_domicile_service),
    minimal_amount_domicile: String(settings.minimal_amount_domicile),
    auto_accept_domicile: settings.auto_accept_domicile,
    auto_accept_pickup: settings.auto_accept_pickup,
    orders_time: settings.orders_time.map((minutes) => newDelayRow(String(minutes))),
    allow_order_time_delay: settings.allow_order_time_delay,
    shift_duration: String(settings.shift_duration),
    minimal_anticipation_pickup: String(settings.minimal_anticipation_pickup),
    minimal_anticipation_domicile: String(settings.minimal_anticipation_domicile),
    max_products_by_turn: settings.max_products_by_turn === null ? "" : String(settings.max_products_by_turn),
    categories: settings.categories.map(String),
    domicile_orders_limit: String(settings.domicile_orders_limit),
    maximum_radius_domicile: String(settings.maximum_radius_domicile),
    request_without_client_domicile: settings.request_without_client_domicile,
    request_without_client_pickup: settings.request_without_client_pickup,
  };
}

/**
 * The form's values as the API's fields, for the domain's schema to judge. A delay line left
 * blank is dropped rather than refused, like the other forms' untouched lines.
 */
export function domicilePickupInput(
  values: DomicilePickupFormValues,
): Record<keyof DomicilePickupSettings, unknown> {
  return {
    block_domicile_order: values.block_domicile_order,
    block_pickup_order: values.block_pickup_order,
    price_domicile_service: numberOrEmpty(values.price_domicile_service),
    minimal_amount_domicile: numberOrEmpty(values.minimal_amount_domicile),
    auto_accept_domicile: values.auto_accept_domicile,
    auto_accept_pickup: values.auto_accept_pickup,
    orders_time: values.orders_time
      .filter((row) => row.minutes.trim() !== "")
      .map((row) => numberOrEmpty(row.minutes)),
    allow_order_time_delay: values.allow_order_time_delay,
    shift_duration: numberOrEmpty(values.shift_duration),
    minimal_anticipation_pickup: numberOrEmpty(values.minimal_anticipation_pickup),
    minimal_anticipation_domicile: numberOrEmpty(values.minimal_anticipation_domicile),
    max_products_by_turn:
      values.max_products_by_turn.trim() === "" ? null : numberOrEmpty(values.max_products_by_turn),
    categories: values.categories.map(Number),
    domicile_orders_limit: numberOrEmpty(values.domicile_orders_limit),
    maximum_radius_domicile: numberOrEmpty(values.maximum_radius_domicile),
    request_without_client_domicile: values.request_without_client_domicile,
    request_without_client_pickup: values.request_without_client_pickup,
  };
}

const RULES = "settings.domicilePickup.rules";

/** What each number field accepts, said when a value was given and refused. */
const RULE_OF_FIELD: Partial<Record<keyof DomicilePickupFormValues, string>> = {
  price_domicile_service: `${RULES}.amount`,
  minimal_amount_domicile: `${RULES}.amount`,
  orders_time: `${RULES}.delay`,
  shift_duration: `${RULES}.shiftDuration`,
  minimal_anticipation_pickup: `${RULES}.anticipation`,
  minimal_anticipation_domicile: `${RULES}.anticipation`,
  max_products_by_turn: `${RULES}.maxProducts`,
  domicile_orders_limit: `${RULES}.ordersLimit`,
  maximum_radius_domicile: `${RULES}.radius`,
};

/** The domain's rules for the whole group, one catalogue key per broken field. */
export function domicilePickupErrors(
  values: DomicilePickupFormValues,
): FieldErrors<DomicilePickupFormValues> {
  return settingsErrors("domicile_pickup", domicilePickupInput(values), values, RULE_OF_FIELD);
}

/** The fields that differ from what is stored, as the partial update (see settingsPatch). */
export function domicilePickupPatch(
  values: DomicilePickupFormValues,
  stored: DomicilePickupSettings,
): SettingsPatch<"domicile_pickup"> {
  return settingsPatch("domicile_pickup", domicilePickupInput(values), stored);
}
