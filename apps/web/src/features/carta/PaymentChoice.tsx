import { useCarta } from "./carta-context";

/** How the guest will pay, at the counter, the door or pickup: cash or card. */
export function PaymentChoice({ card, onChange }: { card: boolean; onChange: (card: boolean) => void }) {
  const { say } = useCarta();
  return (
    <fieldset className="carta-kinds">
      <legend>{say("payWith")}</legend>
      <label className="carta-choice-label">
        <input type="radio" name="payment" checked={!card} onChange={() => onChange(false)} />
        {say("payCash")}
      </label>
      <label className="carta-choice-label">
        <input type="radio" name="payment" checked={card} onChange={() => onChange(true)} />
        {say("payCard")}
      </label>
    </fieldset>
  );
}
