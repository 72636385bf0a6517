import {
  type AppLanguage,
  type CartaCustomer,
  type Currency,
  chosenOptionName,
  formatMoney,
} from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import { translate } from "../../platform/errors/messages";
import { enqueueMail } from "../../platform/mail/outbox";
import type { PresentedOrder } from "../orders/order-store";

export interface WebOrderMail {
  /** digital_card.email: where the restaurant wants to hear of web orders. */
  to: string;
  localId: number;
  language: AppLanguage;
  currency: Currency;
  timeZone: string;
  customer: CartaCustomer;
}

/**
 * Tells the restaurant of a pickup or delivery order placed on the digital menu, in the local's
 * language, inside the order's transaction (both are written or neither). The order still waits
 * on the delivery board to be accepted; the mail says so.
 */
export async function enqueueWebOrderMail(tx: Db, order: PresentedOrder, mail: WebOrderMail) {
  const say = (key: string, params: Record<string, unknown> = {}) =>
    translate(mail.language, `carta.mail.${key}`, params);
  const money = (amount: number) =>
    formatMoney(Math.round(amount * 100), { currency: mail.currency, language: mail.language });
  const time = new Intl.DateTimeFormat(mail.language === "ch" ? "zh-CN" : mail.language, {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: mail.timeZone,
  });
  const name = `${mail.customer.first_name} ${mail.customer.last_name}`.trim();
  const lines = order.products.map((line) => {
    const options = line.items.map(chosenOptionName);
    return `${line.qty} × ${line.name}${options.length ? ` (${options.join(", ")})` : ""}`;
  });
  const text = [
    say(order.kind === "domicilio" ? "delivery" : "pickup"),
    `${name} · ${mail.customer.phone} · ${mail.customer.email}`,
    order.soon_as_possible || !order.shift_time
      ? say("as_soon_as_possible")
      : say("at", { time: time.format(order.shift_time) }),
    "",
    ...lines,
    "",
    say("total", { amount: money(order.total) }),
    say(order.credit_card ? "pays_card" : "pays_cash"),
    ...(order.tip_amount > 0 ? [say("tip", { amount: money(order.tip_amount) })] : []),
    ...(order.details ? [say("notes", { notes: order.details })] : []),
    "",
    say("accept"),
  ].join("\n");
  await enqueueMail(tx, {
    local_id: mail.localId,
    to: mail.to,
    subject: say("subject", { name }),
    text,
  });
}
