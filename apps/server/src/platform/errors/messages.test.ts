import {
  CARTA_MESSAGES,
  CLIENT_MESSAGES,
  FLOOR_MESSAGES,
  HOLDED_MESSAGES,
  MENU_MESSAGES,
  OFFER_MESSAGES,
  ORDER_MESSAGES,
  ORDER_MONEY_ERRORS,
  ORDER_RULE_ERRORS,
  ORDER_STATUS_ERRORS,
  PAYMENT_DEVICE_MESSAGES,
  PRINT_QUEUE_MESSAGES,
  PRINTING_MESSAGES,
  PRIVILEGE_MESSAGES,
  RECIPE_ERRORS,
  SETTINGS_MESSAGES,
  SHIFT_MESSAGES,
  UNIT_ERRORS,
} from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { catalogues, LANGUAGES, languageFrom, translate } from "./messages";

/** Every code the domain's rules can answer with; a refusal must reach the person in words. */
const DOMAIN_CODES = [
  CARTA_MESSAGES,
  CLIENT_MESSAGES,
  FLOOR_MESSAGES,
  HOLDED_MESSAGES,
  MENU_MESSAGES,
  OFFER_MESSAGES,
  ORDER_MESSAGES,
  ORDER_MONEY_ERRORS,
  ORDER_RULE_ERRORS,
  ORDER_STATUS_ERRORS,
  PAYMENT_DEVICE_MESSAGES,
  PRINT_QUEUE_MESSAGES,
  PRINTING_MESSAGES,
  PRIVILEGE_MESSAGES,
  RECIPE_ERRORS,
  SETTINGS_MESSAGES,
  SHIFT_MESSAGES,
  UNIT_ERRORS,
].flatMap((codes) => Object.values(codes) as string[]);

describe.each(LANGUAGES)("the %s catalogue", (language) => {
  it("words every code of the domain's rules", () => {
    // Looked up in the catalogue itself: translate() would hide a gap behind its fallbacks.
    const unworded = [...new Set(DOMAIN_CODES)].filter((code) => catalogues[language][code] === undefined);
    expect(unworded).toEqual([]);
  });
});

/** What ch leaves to English on purpose (see messages-ch.ts). */
const ENGLISH_IN_CH = ["orders.delivery_fee_line"];

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g))].sort();

describe("the ch catalogue", () => {
  it("has every en key but the ones it leaves to English, and no other", () => {
    expect(Object.keys(catalogues.en).filter((key) => !(key in catalogues.ch))).toEqual(ENGLISH_IN_CH);
    expect(Object.keys(catalogues.ch).filter((key) => !(key in catalogues.en))).toEqual([]);
  });

  it("keeps the placeholders of each en message", () => {
    const changed = Object.entries(catalogues.ch)
      .filter(([key, text]) => placeholders(text).join() !== placeholders(catalogues.en[key] ?? "").join())
      .map(([key]) => key);
    expect(changed).toEqual([]);
  });

  it("takes what it leaves out from English", () => {
    expect(translate("ch", "orders.delivery_fee_line")).toBe(translate("en", "orders.delivery_fee_line"));
    expect(translate("ch", "orders.table_busy", { table: 4 })).toBe("4号桌已有未结订单");
  });
});

describe("languageFrom", () => {
  it.each([
    ["zh-CN,zh;q=0.9,en;q=0.8", "ch"],
    ["zh-TW", "ch"],
    ["en-GB,zh;q=0.8", "en"],
    ["fr-FR,zh;q=0.5,es;q=0.4", "ch"],
    ["fr-FR", "es"],
    [undefined, "es"],
  ])("reads %s as %s", (header, language) => {
    expect(languageFrom(header)).toBe(language);
  });
});
