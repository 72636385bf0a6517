import type { CSSProperties } from "react";
import { type AllergenNames, allergenGlyph, allergenName } from "../allergens";

export interface AllergenIconProps {
  allergen: AllergenNames;
  language: string;
  /** Width and height in pixels. */
  size?: number;
}

/**
 * An allergen as a small round badge: its pictogram or its first letters, named for
 * assistive technology. Plain elements, as product grids draw hundreds of them.
 */
export function AllergenIcon({ allergen, language, size = 22 }: AllergenIconProps) {
  const name = allergenName(allergen, language);
  const glyph = allergenGlyph(allergen, language);
  return (
    <span role="img" aria-label={name} title={name} style={{ ...BADGE, width: size, height: size }}>
      {"icon" in glyph ? (
        <glyph.icon aria-hidden size={Math.round(size * 0.72)} stroke={1.75} />
      ) : (
        <span aria-hidden style={{ fontSize: Math.round(size * 0.45) }}>
          {glyph.letters}
        </span>
      )}
    </span>
  );
}

/** Dark on pale orange: the letters keep their contrast in both colour schemes. */
const BADGE: CSSProperties = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flex: "none",
  borderRadius: "50%",
  background: "var(--mantine-color-orange-1)",
  color: "var(--mantine-color-dark-7)",
  fontWeight: 700,
  lineHeight: 1,
};
