import type { Db } from "../../platform/db/client";
import { allergens } from "./menu.schema";

export interface EuAllergen {
  /** Spanish, the name the back office shows and the seeds look allergens up by. */
  name: string;
  name_en: string;
  /** Simplified Chinese. */
  name_ch: string;
}

/**
 * The 14 allergens that Regulation (EU) No 1169/2011, Annex II, obliges a restaurant to
 * declare, in the Annex's order. "Gluten" stands for cereals containing gluten.
 */
export const EU_ALLERGENS = [
  { name: "Gluten", name_en: "Gluten", name_ch: "麸质" },
  { name: "Crustáceos", name_en: "Crustaceans", name_ch: "甲壳类" },
  { name: "Huevos", name_en: "Eggs", name_ch: "蛋类" },
  { name: "Pescado", name_en: "Fish", name_ch: "鱼类" },
  { name: "Cacahuetes", name_en: "Peanuts", name_ch: "花生" },
  { name: "Soja", name_en: "Soybeans", name_ch: "大豆" },
  { name: "Lácteos", name_en: "Milk", name_ch: "乳制品" },
  { name: "Frutos de cáscara", name_en: "Nuts", name_ch: "坚果" },
  { name: "Apio", name_en: "Celery", name_ch: "芹菜" },
  { name: "Mostaza", name_en: "Mustard", name_ch: "芥末" },
  { name: "Sésamo", name_en: "Sesame", name_ch: "芝麻" },
  { name: "Sulfitos", name_en: "Sulphites", name_ch: "亚硫酸盐" },
  { name: "Altramuces", name_en: "Lupin", name_ch: "羽扇豆" },
  { name: "Moluscos", name_en: "Molluscs", name_ch: "软体动物" },
] as const satisfies readonly EuAllergen[];
export type EuAllergenName = (typeof EU_ALLERGENS)[number]["name"];

/** Gives a new local the EU allergens, so products can be labelled from the first day. */
export async function seedAllergens(db: Db, localId: number): Promise<void> {
  await db.insert(allergens).values(EU_ALLERGENS.map((allergen) => ({ ...allergen, local_id: localId })));
}
