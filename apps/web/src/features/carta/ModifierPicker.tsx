import type { ModifierSelection } from "@comanda/domain";
import { centsFromAmount } from "@comanda/domain";
import { useCarta } from "./carta-context";
import { chosenIn, type PickModifier, type PickOption, pickOption, withGroup } from "./option-picks";

function rule(modifier: PickModifier): {
  key: "chooseMin" | "chooseRange" | "chooseUpTo";
  min: number;
  max: number;
} {
  if (modifier.min_value === modifier.max_value)
    return { key: "chooseMin", min: modifier.min_value, max: modifier.max_value };
  if (modifier.min_value > 0) return { key: "chooseRange", min: modifier.min_value, max: modifier.max_value };
  return { key: "chooseUpTo", min: 0, max: modifier.max_value };
}

/** A product's modifiers, each a group of big tappable options; a chosen option's own modifiers open under it. */
export function ModifierPicker({
  tree,
  selection,
  onChange,
}: {
  tree: PickModifier[];
  selection: ModifierSelection[];
  onChange: (selection: ModifierSelection[]) => void;
}) {
  const { say, money } = useCarta();
  return (
    <>
      {tree.map((modifier) => {
        const chosen = chosenIn(selection, modifier.id);
        const { key, min, max } = rule(modifier);
        const setOptions = (options: typeof chosen) => onChange(withGroup(selection, modifier.id, options));
        const tap = (option: PickOption, delta: 1 | -1) =>
          setOptions(pickOption(modifier, chosen, option, delta));
        return (
          <fieldset key={modifier.id} className="carta-modifier">
            <legend>
              {modifier.name} <small>{say(key, { min, max })}</small>
            </legend>
            {modifier.options.map((option) => {
              const pick = chosen.find((candidate) => candidate.id === option.id);
              const qty = pick?.qty ?? 0;
              const price = option.price > 0 ? ` +${money(centsFromAmount(option.price))}` : "";
              const many = option.is_quantifiable || option.max_value > 1;
              return (
                <div key={option.id} className="carta-option">
                  {many ? (
                    <div className="carta-option-row">
                      <span>
                        {option.name}
                        {price}
                      </span>
                      <span className="carta-stepper">
                        <button
                          type="button"
                          className="carta-button carta-round"
                          aria-label={say("decrease", { name: option.name })}
                          disabled={qty === 0}
                          onClick={() => tap(option, -1)}
                        >
                          −
                        </button>
                        <output>{qty}</output>
                        <button
                          type="button"
                          className="carta-button carta-round"
                          aria-label={say("increase", { name: option.name })}
                          onClick={() => tap(option, 1)}
                        >
                          +
                        </button>
                      </span>
                    </div>
                  ) : (
                    <button
                      type="button"
                      className="carta-button carta-choice"
                      aria-pressed={qty > 0}
                      onClick={() => tap(option, qty > 0 ? -1 : 1)}
                    >
                      {option.name}
                      {price}
                    </button>
                  )}
                  {pick && option.modifiers.length > 0 && (
                    <ModifierPicker
                      tree={option.modifiers}
                      selection={pick.modifiers ?? []}
                      onChange={(nested) =>
                        setOptions(
                          chosen.map((candidate) =>
                            candidate.id === option.id ? { ...candidate, modifiers: nested } : candidate,
                          ),
                        )
                      }
                    />
                  )}
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
