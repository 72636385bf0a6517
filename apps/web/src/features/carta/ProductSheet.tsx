import type { CartaProduct, ModifierSelection } from "@comanda/domain";
import { centsFromAmount } from "@comanda/domain";
import { useMemo, useState } from "react";
import type { NewCartLine } from "./cart";
import { useCarta } from "./carta-context";
import { ModifierPicker } from "./ModifierPicker";
import { allergenNames, localized, localizedDescription, pickTree } from "./menu-model";
import { chosenNames, missingPick, optionsExtraCents } from "./option-picks";
import { Sheet } from "./Sheet";

/** A dish opened from the menu: its options chosen, how many, then added to the order. */
export function ProductSheet({
  product,
  onClose,
  onAdd,
}: {
  product: CartaProduct;
  onClose: () => void;
  onAdd: (line: NewCartLine) => void;
}) {
  const { say, language, menu, money } = useCarta();
  const tree = useMemo(
    () => pickTree(product.modifiers, menu.modifiers, language),
    [product, menu, language],
  );
  const [selection, setSelection] = useState<ModifierSelection[]>([]);
  const [qty, setQty] = useState(1);
  const name = localized(product, language);
  const unitCents = centsFromAmount(product.price) + optionsExtraCents(tree, selection);
  const missing = missingPick(tree, selection);
  const allergens = allergenNames(product.allergens, menu, language);

  return (
    <Sheet label={name} onClose={onClose}>
      {product.image && <img className="carta-sheet-image" src={product.image} alt="" />}
      <h2>{name}</h2>
      {localizedDescription(product, language) && (
        <p className="carta-description">{localizedDescription(product, language)}</p>
      )}
      {allergens.length > 0 && (
        <p className="carta-allergens">
          {say("allergens")}: {allergens.join(", ")}
        </p>
      )}
      <ModifierPicker tree={tree} selection={selection} onChange={setSelection} />
      <div className="carta-stepper">
        <button
          type="button"
          className="carta-button carta-round"
          aria-label={say("decrease", { name })}
          disabled={qty <= 1}
          onClick={() => setQty((n) => Math.max(1, n - 1))}
        >
          −
        </button>
        <output aria-live="polite">{qty}</output>
        <button
          type="button"
          className="carta-button carta-round"
          aria-label={say("increase", { name })}
          disabled={qty >= 99}
          onClick={() => setQty((n) => Math.min(99, n + 1))}
        >
          +
        </button>
      </div>
      {missing && (
        <p className="carta-note" role="status">
          {missing.name}: {say("chooseMin", { min: missing.min_value })}
        </p>
      )}
      <button
        type="button"
        className="carta-button carta-primary carta-wide"
        disabled={missing !== undefined}
        onClick={() =>
          onAdd({
            productId: product.id,
            name,
            unitCents,
            qty,
            selection,
            optionNames: chosenNames(tree, selection),
          })
        }
      >
        {say("addToCart", { price: money(unitCents * qty) })}
      </button>
    </Sheet>
  );
}
