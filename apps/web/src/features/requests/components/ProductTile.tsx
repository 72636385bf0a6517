import { type AppLanguage, type Currency, formatMoney } from "@comanda/domain";
import { UnstyledButton } from "@mantine/core";
import type { TFunction } from "i18next";
import { type CSSProperties, memo } from "react";
import { type AllergenNames, allergenName } from "../../menu/allergens";
import { AllergenIcon } from "../../menu/components/AllergenIcon";
import { productPriceCents } from "../order-draft";
import type { BarProduct } from "../order-types";

export interface ProductTileProps {
  product: BarProduct;
  /** The table's zone, whose price the tile shows. */
  zoneId: number | null | undefined;
  /** The local's allergens by id; undefined while they load (their places are kept). */
  allergens: ReadonlyMap<number, AllergenNames> | undefined;
  language: AppLanguage;
  /** The local's, which the price is shown in. */
  currency: Currency;
  t: TFunction;
  /** Must keep its identity between renders: the tile is only drawn again when its product changes. */
  onPick: (product: BarProduct) => void;
}

export const IMAGE_SIZE = 56;
const ALLERGEN_SIZE = 24;

/**
 * A product of the till's grid: a big button with the name, the price, whether it asks for
 * choices, the allergens as named icons and the product's image when it has one. Plain
 * elements inside (a screenful is drawn at once), each part of a fixed size so nothing moves
 * when the image or the allergens' names arrive.
 */
export const ProductTile = memo(function ProductTile({
  product,
  zoneId,
  allergens,
  language,
  currency,
  t,
  onPick,
}: ProductTileProps) {
  const price = formatMoney(productPriceCents(product, zoneId), { currency, language });
  const known = allergens
    ? product.allergens.flatMap((id) => {
        const allergen = allergens.get(id);
        return allergen ? [allergen] : [];
      })
    : [];
  const descriptionId = `product-tile-${product.id}-allergens`;
  return (
    <UnstyledButton
      onClick={() => onPick(product)}
      aria-label={t("requests.order.productLabel", { name: product.name, price })}
      aria-describedby={known.length > 0 ? descriptionId : undefined}
      style={TILE}
    >
      <span style={TOP}>
        {product.image && (
          <img
            src={product.image}
            alt=""
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading="lazy"
            decoding="async"
            style={IMAGE}
          />
        )}
        <span style={NAME}>{product.name}</span>
      </span>
      {product.allergens.length > 0 && (
        <span style={ALLERGENS}>
          {allergens
            ? known.map((allergen) => (
                <AllergenIcon
                  key={allergen.id}
                  allergen={allergen}
                  language={language}
                  size={ALLERGEN_SIZE}
                />
              ))
            : product.allergens.map((id) => <span key={id} aria-hidden style={ALLERGEN_PLACE} />)}
          {known.length > 0 && (
            <span id={descriptionId} style={VISUALLY_HIDDEN}>
              {t("requests.order.allergens", {
                names: known.map((allergen) => allergenName(allergen, language)).join(", "),
              })}
            </span>
          )}
        </span>
      )}
      <span style={BOTTOM}>
        <span style={DIMMED}>{product.modifiers.length > 0 ? t("requests.order.hasChoices") : ""}</span>
        <span style={PRICE}>{price}</span>
      </span>
    </UnstyledButton>
  );
});

const TILE: CSSProperties = {
  position: "relative",
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  gap: 6,
  minHeight: 76,
  padding: "var(--mantine-spacing-sm)",
  border: "1px solid var(--mantine-color-gray-4)",
  borderRadius: "var(--mantine-radius-md)",
  background: "var(--mantine-color-body)",
};
const TOP: CSSProperties = { display: "flex", alignItems: "flex-start", gap: 8, minWidth: 0 };
const IMAGE: CSSProperties = {
  flex: "none",
  objectFit: "cover",
  borderRadius: "var(--mantine-radius-sm)",
  background: "var(--mantine-color-gray-1)",
};
const NAME: CSSProperties = {
  fontWeight: 600,
  overflow: "hidden",
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflowWrap: "anywhere",
};
const ALLERGENS: CSSProperties = { display: "flex", flexWrap: "wrap", gap: 3 };
const ALLERGEN_PLACE: CSSProperties = { width: ALLERGEN_SIZE, height: ALLERGEN_SIZE };
const BOTTOM: CSSProperties = {
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: 4,
};
const DIMMED: CSSProperties = {
  color: "var(--mantine-color-dimmed)",
  fontSize: "var(--mantine-font-size-sm)",
};
const PRICE: CSSProperties = { fontWeight: 700, whiteSpace: "nowrap" };
const VISUALLY_HIDDEN: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
};
