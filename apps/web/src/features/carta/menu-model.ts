import type { AppLanguage, CartaMenu, CartaModifier } from "@comanda/domain";
import type { PickModifier } from "./option-picks";

/** A name in the guest's language: Spanish and English where the menu has them, else the plain one. */
export function localized(
  item: { name: string; name_es: string | null; name_en: string | null },
  language: AppLanguage,
): string {
  const translated = language === "en" ? item.name_en : language === "es" ? item.name_es : null;
  return translated?.trim() ? translated : item.name;
}

/** A description in the guest's language, like `localized`. */
export function localizedDescription(
  item: { description: string | null; description_es: string | null; description_en: string | null },
  language: AppLanguage,
): string {
  const translated = language === "en" ? item.description_en : language === "es" ? item.description_es : null;
  return (translated?.trim() ? translated : item.description) ?? "";
}

/** The card's own texts (title, subtitle…) in es or en; Chinese guests read the English. */
export function cardText(texts: { es: string; en: string }, language: AppLanguage): string {
  return language === "es" ? texts.es || texts.en : texts.en || texts.es;
}

/**
 * The modifiers asked for a product, from the menu's flat list where options name their nested
 * modifiers by id. A modifier already on the way down is not asked again (stale data must not
 * recurse forever; the server refuses cycles).
 */
export function pickTree(
  ids: readonly number[],
  modifiers: readonly CartaModifier[],
  language: AppLanguage,
  above: ReadonlySet<number> = new Set(),
): PickModifier[] {
  return ids.flatMap((id) => {
    const modifier = modifiers.find((candidate) => candidate.id === id);
    if (!modifier || above.has(id)) return [];
    const path = new Set([...above, id]);
    return [
      {
        id: modifier.id,
        name: localized(modifier, language),
        min_value: modifier.min_value,
        max_value: modifier.max_value,
        options: modifier.options.map((option) => ({
          id: option.id,
          name: localized(option, language),
          price: option.price,
          max_value: option.max_value,
          is_quantifiable: option.is_quantifiable,
          modifiers: pickTree(option.modifiers, modifiers, language, path),
        })),
      },
    ];
  });
}

/** The allergens' names in the guest's language. */
export function allergenNames(ids: readonly number[], menu: CartaMenu, language: AppLanguage): string[] {
  return ids.flatMap((id) => {
    const allergen = menu.allergens.find((candidate) => candidate.id === id);
    if (!allergen) return [];
    const translated = language === "en" ? allergen.name_en : language === "ch" ? allergen.name_ch : null;
    return [translated?.trim() ? translated : allergen.name];
  });
}
