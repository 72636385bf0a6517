import { defaultSettings } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import {
  digitalCardErrors,
  digitalCardFormValues,
  digitalCardPatch,
  previewTexts,
} from "./digital-card-form";

const stored = defaultSettings("digital_card");

describe("the digital menu's settings form", () => {
  it("sends only what changed", () => {
    const values = { ...digitalCardFormValues(stored), title_en: "Welcome", minimal_order_domicile: "12.5" };
    expect(digitalCardErrors(values)).toEqual({});
    expect(digitalCardPatch(values, stored)).toEqual({ title_en: "Welcome", minimal_order_domicile: 12.5 });
  });

  it("names the broken fields with what they accept", () => {
    const values = {
      ...digitalCardFormValues(stored),
      primary_color: "red",
      minimal_order_domicile: "-1",
      email: "nope",
      menu_url: "carta.example.com",
    };
    expect(digitalCardErrors(values)).toEqual({
      primary_color: "settings.digitalCard.rules.color",
      minimal_order_domicile: "settings.digitalCard.rules.amount",
      email: "settings.digitalCard.rules.email",
      menu_url: "settings.digitalCard.rules.url",
    });
  });

  it("previews the texts of the chosen language", () => {
    const values = { ...digitalCardFormValues(stored), title_es: "Hola", title_en: "Hello" };
    expect(previewTexts(values, "en").title).toBe("Hello");
    expect(previewTexts(values, "es").accepted).toBe(stored.order_accepted_message_es);
  });
});
