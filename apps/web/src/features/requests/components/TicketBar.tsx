import { formatMoney } from "@comanda/domain";
import { Button } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useMoneyOptions } from "../../settings/use-local-money";
import { draftLineCents, ticketMoney } from "../order-draft";
import { type OrderDraft, useDraftLines } from "../order-draft-store";
import type { BarMenu, Order } from "../order-types";
import classes from "./TicketBar.module.css";

export interface TicketBarProps {
  draft: OrderDraft;
  menu: BarMenu;
  zoneId: number | null;
  orderMoney: Pick<Order, "subtotal" | "price" | "discount"> | undefined;
  onSend: () => void;
  isSending: boolean;
  sendLabel?: string;
  /** Brings the whole ticket into view (it is far below the menu on a phone). */
  onShowTicket: () => void;
}

/**
 * A phone's ticket at a glance, always on screen: how many units are waiting to be sent, the
 * ticket's total and the send button. On a phone the ticket itself is under the whole menu, so
 * without it a tap on a product shows nothing.
 */
export function TicketBar({
  draft,
  menu,
  zoneId,
  orderMoney,
  onSend,
  isSending,
  sendLabel,
  onShowTicket,
}: TicketBarProps) {
  const { t } = useTranslation();
  const moneyOptions = useMoneyOptions();
  const lines = useDraftLines(draft);
  const units = lines.reduce((sum, line) => sum + line.qty, 0);
  const draftCents = lines.reduce((sum, line) => sum + (draftLineCents(line, menu, zoneId) ?? 0), 0);
  const { total } = ticketMoney(orderMoney, draftCents);
  return (
    <>
      <div className={classes.spacer} />
      <section className={classes.bar} aria-label={t("requests.order.ticketBar")}>
        <button
          type="button"
          className={`${classes.summary} mantine-focus-auto`}
          onClick={onShowTicket}
          title={t("requests.order.showTicket")}
        >
          <span className={classes.count} data-testid="ticket-bar-count">
            {t("requests.order.unsentCount", { count: units })}
          </span>
          <span className={classes.total} data-testid="ticket-bar-total">
            {formatMoney(total, moneyOptions)}
          </span>
        </button>
        <Button
          size="lg"
          leftSection={<IconSend aria-hidden size={20} />}
          disabled={units === 0}
          loading={isSending}
          onClick={onSend}
        >
          {sendLabel ?? t("requests.order.sendShort")}
        </Button>
      </section>
    </>
  );
}
