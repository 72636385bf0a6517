import type { CartaOrderStatus } from "@comanda/domain";
import { centsFromAmount } from "@comanda/domain";
import { useEffect, useState } from "react";
import { CartaApiError, cartaApi } from "./api";
import { useCarta } from "./carta-context";
import { cardText } from "./menu-model";
import { acceptedMessage, isSettled, STATUS_POLL_MS, statusKey, timeLine } from "./order-status";

/** The guest's placed order, its state asked again every few seconds until it is settled. */
export function OrderScreen({
  token,
  onMenu,
  onNewOrder,
}: {
  token: string;
  onMenu: () => void;
  onNewOrder: () => void;
}) {
  const { say, language, menu, money, clock, visit } = useCarta();
  const [order, setOrder] = useState<CartaOrderStatus>();
  const [lost, setLost] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    const ask = async () => {
      try {
        const answer = await cartaApi<CartaOrderStatus>(
          `/api/v1/public/carta/orders/${encodeURIComponent(token)}`,
          language,
        );
        if (!current) return;
        setOrder(answer);
        if (!isSettled(answer)) timer = setTimeout(ask, STATUS_POLL_MS);
      } catch (error) {
        if (!current) return;
        // An order the server no longer knows is not followed; a dropped connection is retried.
        if (error instanceof CartaApiError && error.status === 404) setLost(true);
        else timer = setTimeout(ask, STATUS_POLL_MS);
      }
    };
    ask();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [token, language]);

  if (lost) {
    return (
      <main className="carta-page">
        <p role="alert">{say("loadError")}</p>
        <button type="button" className="carta-button carta-primary carta-wide" onClick={onNewOrder}>
          {say("newOrder")}
        </button>
      </main>
    );
  }
  const time = order && timeLine(order);
  const accepted = acceptedMessage(menu.card, visit.kind === "kiosk");
  return (
    <main className="carta-page" aria-busy={order === undefined}>
      <h1>{say("myOrder")}</h1>
      {order && (
        <>
          <p className="carta-accepted">{cardText(accepted, language)}</p>
          <p className="carta-status" role="status" data-state={order.state}>
            {say(statusKey(order))}
          </p>
          {time && <p className="carta-time">{say(time.key, { time: clock(time.at) })}</p>}
          <ul className="carta-lines">
            {order.lines.map((line, index) => (
              // Lines have no id of their own here, and their order never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="carta-line">
                <div>
                  <strong>
                    {line.qty} × {line.name}
                  </strong>
                  {line.options.length > 0 && <p className="carta-description">{line.options.join(", ")}</p>}
                </div>
              </li>
            ))}
          </ul>
          <p className="carta-total">
            {say("total")}: <strong>{money(centsFromAmount(order.total))}</strong>
          </p>
        </>
      )}
      <div className="carta-actions">
        {visit.kind !== "kiosk" && (
          <button type="button" className="carta-button carta-secondary" onClick={onMenu}>
            {say("back")}
          </button>
        )}
        <button type="button" className="carta-button carta-primary" onClick={onNewOrder}>
          {say("newOrder")}
        </button>
      </div>
    </main>
  );
}
