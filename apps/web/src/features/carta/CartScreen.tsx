import { type CartaOrderPlaced, centsFromAmount } from "@comanda/domain";
import { type Dispatch, type FormEvent, useState } from "react";
import { cartaApi, failureMessages } from "./api";
import { type CartAction, type CartLine, cartTotalCents } from "./cart";
import { orderingOf, useCarta } from "./carta-context";
import { orderLines } from "./order-body";
import { PaymentChoice } from "./PaymentChoice";
import { emptyTakeaway, TakeawayFields, type TakeawayForm, takeawayBody, tipCents } from "./TakeawayFields";

/** The guest's order before it is sent: its lines, and how it is to be served. */
export function CartScreen({
  cart,
  dispatch,
  onBack,
  onPlaced,
}: {
  cart: CartLine[];
  dispatch: Dispatch<CartAction>;
  onBack: () => void;
  onPlaced: (token: string) => void;
}) {
  const carta = useCarta();
  const { say, language, money, visit } = carta;
  const ordering = orderingOf(carta);
  const [kioskName, setKioskName] = useState("");
  const [kioskCard, setKioskCard] = useState(false);
  const [takeaway, setTakeaway] = useState<TakeawayForm>(() => emptyTakeaway(carta.menu));
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  // One key per order the guest means to send: a retry after a lost answer never doubles it.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const total = cartTotalCents(cart);
  const takeawayOrder = ordering === "takeaway";
  const tip = takeawayOrder && carta.menu.card.allow_tips ? tipCents(total, takeaway.tipPercent) : 0;
  // The restaurant adds its delivery fee as a line of every delivery order.
  const fee =
    takeawayOrder && takeaway.kind === "domicilio" ? centsFromAmount(carta.menu.ordering.delivery.fee) : 0;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending || cart.length === 0) return;
    setSending(true);
    setErrors([]);
    const products = orderLines(cart);
    const request =
      visit.kind === "table"
        ? {
            path: `/api/v1/public/carta/tables/${encodeURIComponent(visit.token)}/orders`,
            body: { products },
          }
        : visit.kind === "kiosk"
          ? {
              path: "/api/v1/public/carta/kiosk/orders",
              body: { products, name: kioskName.trim(), credit_card: kioskCard },
            }
          : { path: "/api/v1/public/carta/orders", body: takeawayBody(takeaway, products, total) };
    try {
      const placed = await cartaApi<CartaOrderPlaced>(request.path, language, {
        body: request.body,
        idempotencyKey,
      });
      setIdempotencyKey(crypto.randomUUID());
      onPlaced(placed.token);
    } catch (error) {
      setErrors(failureMessages(error, say));
    } finally {
      setSending(false);
    }
  }

  return (
    <main className="carta-page">
      <button type="button" className="carta-button carta-secondary" onClick={onBack}>
        {say("back")}
      </button>
      <h1>{say("cart")}</h1>
      {cart.length === 0 ? (
        <p>{say("cartEmpty")}</p>
      ) : (
        <ul className="carta-lines">
          {cart.map((line) => (
            <li key={line.key} className="carta-line">
              <div>
                <strong>{line.name}</strong>
                {line.optionNames.length > 0 && (
                  <p className="carta-description">{line.optionNames.join(", ")}</p>
                )}
              </div>
              <span className="carta-stepper">
                <button
                  type="button"
                  className="carta-button carta-round"
                  aria-label={say("decrease", { name: line.name })}
                  onClick={() => dispatch({ type: "decrease", key: line.key })}
                >
                  −
                </button>
                <output>{line.qty}</output>
                <button
                  type="button"
                  className="carta-button carta-round"
                  aria-label={say("increase", { name: line.name })}
                  onClick={() => dispatch({ type: "increase", key: line.key })}
                >
                  +
                </button>
              </span>
              <span className="carta-price">{money(line.unitCents * line.qty)}</span>
            </li>
          ))}
        </ul>
      )}
      {cart.length > 0 && fee > 0 && (
        <p className="carta-total">
          {say("deliveryFee")}: {money(fee)}
        </p>
      )}
      {tip > 0 && (
        <p className="carta-total">
          {say("tip")}: {money(tip)}
        </p>
      )}
      <p className="carta-total">
        {say("total")}: <strong>{money(total + (cart.length > 0 ? fee : 0) + tip)}</strong>
      </p>
      {cart.length > 0 && ordering !== "none" && (
        <form className="carta-form" onSubmit={send} noValidate={false}>
          {ordering === "kiosk" && (
            <label>
              {say("kioskName")}
              <input
                required
                maxLength={60}
                autoComplete="off"
                value={kioskName}
                onChange={(event) => setKioskName(event.target.value)}
              />
            </label>
          )}
          {ordering === "kiosk" && <PaymentChoice card={kioskCard} onChange={setKioskCard} />}
          {ordering === "takeaway" && (
            <TakeawayFields form={takeaway} onChange={setTakeaway} totalCents={total} />
          )}
          {errors.length > 0 && (
            <div role="alert" className="carta-errors">
              {errors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
          <button type="submit" className="carta-button carta-primary carta-wide" disabled={sending}>
            {sending
              ? say("sending")
              : say(ordering === "table" ? "orderFromTable" : ordering === "kiosk" ? "payAtCounter" : "send")}
          </button>
        </form>
      )}
    </main>
  );
}
