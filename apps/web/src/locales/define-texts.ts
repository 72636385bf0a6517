export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * One area's texts in the three languages side by side, so a translator sees them together.
 * Spanish sets the shape; English and Chinese must have exactly the same keys or `tsc` fails.
 */
export function defineTexts<const T>(texts: { es: T; en: Widen<T>; ch: Widen<T> }) {
  return texts;
}
