import { Stack, useMatches } from "@mantine/core";
import { type ReactNode, useRef, useState } from "react";
import { addToDraft, newDraftLine, productPriceCents, productTrees } from "../order-draft";
import { newDraftKey, type OrderDraft } from "../order-draft-store";
import type { BarCategory, BarMenu, BarProduct } from "../order-types";
import { OrderTicket, type OrderTicketProps } from "./OrderTicket";
import { ProductChoicesDialog } from "./ProductChoicesDialog";
import { ProductPicker } from "./ProductPicker";
import { TicketBar } from "./TicketBar";

export interface OrderEntryProps extends Omit<OrderTicketProps, "draft" | "menu" | "zoneId"> {
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
  // Stacked (a phone), the ticket is under the whole menu: a bar keeps its count, total and send in view.
  const isStacked = columns === COLUMNS.base;
  const ticketRef = useRef<HTMLDivElement>(null);
  const add = (line: ReturnType<typeof newDraftLine>) =>
    draft.change(addToDraft(draft.lines(), line, newDraftKey));
  const pick = (product: BarProduct) => {
    if (productTrees(product, menu).length > 0) setChoosing(product);
    else add(newDraftLine(product));
  };
  return (
    <>
      <div style={{ ...LAYOUT, gridTemplateColumns: columns }}>
        <ProductPicker products={menu.results} categories={categories} zoneId={zoneId} onPick={pick} />
        <Stack gap="sm" ref={ticketRef}>
          {aside}
          <OrderTicket {...ticket} draft={draft} menu={menu} zoneId={zoneId} />
        </Stack>
      </div>
      {isStacked && (
        <TicketBar
          draft={draft}
          menu={menu}
          zoneId={zoneId}
          orderMoney={ticket.order}
          onSend={ticket.onSend}
          isSending={ticket.isSending}
          sendLabel={ticket.sendLabel}
          onShowTicket={() => ticketRef.current?.scrollIntoView({ block: "start" })}
        />
      )}
      {/* Mounted only while open: a closed modal still costs its components whenever the screen draws. */}
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
