import type { TFunction } from "i18next";

/** A modifier's min–max as the list and the customer read it: "Elige 1", "0 a 3". */
export function limitsText(t: TFunction, min: number, max: number): string {
  return min === max
    ? t("menu.modifiers.chooseExactly", { count: min })
    : t("menu.modifiers.range", { min, max });
}
