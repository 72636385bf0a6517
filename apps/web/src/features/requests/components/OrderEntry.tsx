import { Stack, useMatches } from "@mantine/core";
import { type ReactNode, useState } from "react";
import {
  addToDraft,
  type KeyedDraftLine,
  newDraftLine,
  productPriceCents,
  productTrees,
} from "../order-draft";
import type { BarCategory, BarMenu, BarProduct } from "../orders-api";
import { OrderTicket, type OrderTicketProps } from "./OrderTicket";
import { ProductChoicesDialog } from "./ProductChoicesDialog";
import { ProductPicker } from "./ProductPicker";

const newKey = () => crypto.randomUUID();

/**
 * The lines being taken on a till and the key of their send: one per round, so a retry after
 * a failure is recognised by the server and the round is never added twice, while any change
 * of the round makes it a new request.
 */
export function useOrderDraft() {
  const [draft, setDraft] = useState<KeyedDraftLine[]>([]);
  const [sendKey, setSendKey] = useState(newKey);
  return {
    draft,
    sendKey,
    change: (next: KeyedDraftLine[]) => {
      setDraft(next);
      setSendKey(newKey());
    },
    /** After a send: an empty ticket for the next round. */
    clear: () => {
      setDraft([]);
      setSendKey(newKey());
    },
  };
}

export type OrderDraft = ReturnType<typeof useOrderDraft>;

export interface OrderEntryProps extends Omit<OrderTicketProps, "draft" | "onDraft" | "menu" | "zoneId"> {
  draft: OrderDraft;
  menu: BarMenu;
  categories: readonly BarCategory[];
  /** The zone whose prices apply (a table's); the products' own prices without one. */
  zoneId: number | null;
  /** What goes above the ticket: the charge buttons, who the order is for. */
  aside?: ReactNode;
}

/**
 * The order screen's body for every kind of order: the menu to tap on one side and, on the
 * other, what the page puts above the ticket and the ticket itself. A product with choices
 * asks for them first.
 */
export function OrderEntry({ draft, menu, categories, zoneId, aside, ...ticket }: OrderEntryProps) {
  const [choosing, setChoosing] = useState<BarProduct>();
  // A plain grid, not Mantine's: its context provider is given a new value on every render, and
  // React then walks the whole menu below it on every tap to find who reads it.
  const columns = useMatches(COLUMNS, { getInitialValueInEffect: false });
  const add = (line: ReturnType<typeof newDraftLine>) => draft.change(addToDraft(draft.draft, line, newKey));
  const pick = (product: BarProduct) => {
    if (productTrees(product, menu).length > 0) setChoosing(product);
    else add(newDraftLine(product));
  };
  return (
    <>
      <div style={{ ...LAYOUT, gridTemplateColumns: columns }}>
        <ProductPicker products={menu.results} categories={categories} zoneId={zoneId} onPick={pick} />
        <Stack gap="sm">
          {aside}
          <OrderTicket {...ticket} draft={draft.draft} onDraft={draft.change} menu={menu} zoneId={zoneId} />
        </Stack>
      </div>
      {/* Mounted only while open: a tap re-renders this screen, a closed modal would cost it too. */}
      {choosing && (
        <ProductChoicesDialog
          product={{
            id: choosing.id,
            name: choosing.name,
            trees: productTrees(choosing, menu),
            unitCents: productPriceCents(choosing, zoneId),
          }}
          onClose={() => setChoosing(undefined)}
          onAdd={({ modifiers, details }) => {
            add(newDraftLine(choosing, { modifiers, details }));
            setChoosing(undefined);
          }}
        />
      )}
    </>
  );
}

/** The menu and the ticket side by side from the md breakpoint (7/5, then 8/4 on lg); stacked below it. */
const COLUMNS = {
  base: "minmax(0, 1fr)",
  md: "minmax(0, 7fr) minmax(0, 5fr)",
  lg: "minmax(0, 2fr) minmax(0, 1fr)",
};
const LAYOUT = { display: "grid", gap: "var(--mantine-spacing-md)", alignItems: "start" } as const;
