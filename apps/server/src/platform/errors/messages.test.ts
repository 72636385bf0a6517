import {
  CLIENT_MESSAGES,
  FLOOR_MESSAGES,
  MENU_MESSAGES,
  OFFER_MESSAGES,
  ORDER_MESSAGES,
  ORDER_MONEY_ERRORS,
  ORDER_RULE_ERRORS,
  ORDER_STATUS_ERRORS,
  PRINT_QUEUE_MESSAGES,
  PRINTING_MESSAGES,
  RECIPE_ERRORS,
  SETTINGS_MESSAGES,
  SHIFT_MESSAGES,
  UNIT_ERRORS,
} from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { LANGUAGES, translate } from "./messages";

/** Every code the domain's rules can answer with; a refusal must reach the person in words. */
const DOMAIN_CODES = [
  CLIENT_MESSAGES,
  FLOOR_MESSAGES,
  MENU_MESSAGES,
  OFFER_MESSAGES,
  ORDER_MESSAGES,
  ORDER_MONEY_ERRORS,
  ORDER_RULE_ERRORS,
  ORDER_STATUS_ERRORS,
  PRINT_QUEUE_MESSAGES,
  PRINTING_MESSAGES,
  RECIPE_ERRORS,
  SETTINGS_MESSAGES,
  SHIFT_MESSAGES,
  UNIT_ERRORS,
].flatMap((codes) => Object.values(codes) as string[]);

describe.each(LANGUAGES)("the %s catalogue", (language) => {
  it("words every code of the domain's rules", () => {
    const unworded = [...new Set(DOMAIN_CODES)].filter((code) => translate(language, code) === code);
    expect(unworded).toEqual([]);
  });
});
