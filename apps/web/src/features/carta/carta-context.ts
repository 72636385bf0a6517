import type { AppLanguage, CartaMenu } from "@comanda/domain";
import { formatMoney, wallLabels } from "@comanda/domain";
import { createContext, useContext } from "react";
import type { Translate } from "./texts";

/** Where the page was opened: a table's QR, the counter's kiosk, or the plain address. */
export type Visit =
  | { kind: "table"; token: string; name: string }
  | { kind: "kiosk"; idleSeconds: number }
  | { kind: "web" };

export interface Carta {
  say: Translate;
  language: AppLanguage;
  menu: CartaMenu;
  visit: Visit;
  /** Cents as money in the local's currency. */
  money: (cents: number) => string;
  /** An instant as HH:mm on the restaurant's clock. */
  clock: (iso: string) => string;
}

export function makeCarta(say: Translate, language: AppLanguage, menu: CartaMenu, visit: Visit): Carta {
  return {
    say,
    language,
    menu,
    visit,
    money: (cents) => formatMoney(cents, { currency: menu.local.currency, language }),
    clock: (iso) => wallLabels(new Date(iso).getTime(), menu.local.timezone).time,
  };
}

export const CartaContext = createContext<Carta | undefined>(undefined);

export function useCarta(): Carta {
  const carta = useContext(CartaContext);
  if (!carta) throw new Error("useCarta outside the carta page");
  return carta;
}

/** Whether this visit may order, and how: the menu is read-only otherwise. */
export function orderingOf(carta: Pick<Carta, "menu" | "visit">): "table" | "kiosk" | "takeaway" | "none" {
  const { card, ordering } = carta.menu;
  if (carta.visit.kind === "table") return card.local_orders ? "table" : "none";
  if (carta.visit.kind === "kiosk") return card.local_orders ? "kiosk" : "none";
  return ordering.pickup.blocked && ordering.delivery.blocked ? "none" : "takeaway";
}
