import type { CardSlipLine } from "@comanda/domain";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../../platform/db/client";
import { devicePayments } from "../../payment-devices/payment-devices.schema";
import type { TicketBlock, TicketDocument } from "./ticket-document";

/** The slips of the order's card payments the terminal approved (only `paymentId`'s when given). */
export async function cardSlipsOf(db: Db, requestId: number, paymentId: number | null) {
  const rows = await db
    .select({ receipt: devicePayments.receipt })
    .from(devicePayments)
    .where(
      and(
        eq(devicePayments.request_id, requestId),
        eq(devicePayments.status, "approved"),
        isNotNull(devicePayments.receipt),
        paymentId === null ? isNotNull(devicePayments.payment_id) : eq(devicePayments.payment_id, paymentId),
      ),
    )
    .orderBy(asc(devicePayments.id));
  return rows.flatMap((row) => (row.receipt ? [row.receipt] : []));
}

function blockOf(line: CardSlipLine): TicketBlock {
  if (line.separator) return { type: "separator", char: line.separator === "double" ? "=" : "-" };
  if (line.text === "") return { type: "blank" };
  return {
    type: "text",
    text: line.text,
    style: { bold: line.bold, align: line.align, ...(line.size === "header" ? { size: 2 } : {}) },
  };
}

/**
 * The card slips printed under the ticket (issue 32): what the terminal printed for the
 * customer, so a terminal without paper or a slip lost still leaves the customer their copy.
 */
export function withCardSlips(document: TicketDocument, slips: CardSlipLine[][]): TicketDocument {
  if (slips.length === 0) return document;
  const blocks = slips.flatMap((slip): TicketBlock[] => [
    { type: "blank" },
    { type: "separator", char: "-" },
    ...slip.map(blockOf),
  ]);
  return { ...document, blocks: [...document.blocks, ...blocks] };
}
