import {
  IconAcorn,
  IconEgg,
  IconFish,
  IconFlower,
  IconGlassFull,
  IconGrain,
  IconLeaf,
  IconMilk,
  IconSnail,
  IconWheat,
  type TablerIcon,
} from "@tabler/icons-react";

/** An allergen of the local's catalogue, as the allergens list answers it. */
export interface AllergenNames {
  id: number;
  /** Spanish: the name the EU allergens are seeded with. */
  name: string;
  name_en: string | null;
  name_ch: string | null;
}

/** The allergen's name in the screen's language; the Spanish one when it has no translation. */
export function allergenName(allergen: AllergenNames, language: string): string {
  if (language === "en") return allergen.name_en || allergen.name;
  if (language === "ch") return allergen.name_ch || allergen.name;
  return allergen.name;
}

/**
 * Pictograms for the EU allergens, by their seeded Spanish name. The icon set has none that
 * reads clearly as crustaceans, peanuts, soy or mustard: those, an allergen the local adds and
 * one it renames are shown by the first letters of their name instead.
 */
const PICTOGRAMS: ReadonlyMap<string, TablerIcon> = new Map([
  ["Gluten", IconWheat],
  ["Huevos", IconEgg],
  ["Pescado", IconFish],
  ["Lácteos", IconMilk],
  ["Frutos de cáscara", IconAcorn],
  ["Apio", IconLeaf],
  ["Sésamo", IconGrain],
  ["Sulfitos", IconGlassFull],
  ["Altramuces", IconFlower],
  ["Moluscos", IconSnail],
]);

export type AllergenGlyph = { icon: TablerIcon } | { letters: string };

/** What an allergen's badge draws: its pictogram, or the first two letters of its name. */
export function allergenGlyph(allergen: AllergenNames, language: string): AllergenGlyph {
  const icon = PICTOGRAMS.get(allergen.name);
  if (icon) return { icon };
  const [first = "", second = ""] = Array.from(allergenName(allergen, language).trim());
  return { letters: first.toLocaleUpperCase() + second.toLocaleLowerCase() };
}
