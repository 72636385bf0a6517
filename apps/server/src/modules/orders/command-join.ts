import { ERROR_CODES, ORDER_MESSAGES, type OrderInsert, type OrderKind } from "@comanda/domain";
import { AppError, fieldError } from "../../platform/errors/app-error";
import type { OrderAuthor } from "./order-events";
import type { OrdersService } from "./orders.service";

/**
 * A new order on a table that already has an open command. It is the old refusal ("table
 * already has an open order") for whoever creates orders directly; `openOrJoin` turns it into
 * a round of that command.
 */
export class TableTakenError extends AppError {
  constructor(
    readonly orderId: number,
    readonly tableName: string,
  ) {
    super(
      400,
      ERROR_CODES.validation,
      {},
      fieldError("table", ORDER_MESSAGES.tableBusy, { table: tableName, id: orderId }),
    );
  }
}

/** Tries before answering: a command closed between finding it and joining it frees the table again. */
const ATTEMPTS = 3;

/**
 * Opens a table's order, or, when another waiter opened that table a moment before, adds the
 * lines to that command as a new round (`joined`), so a round sent from two tills is never
 * left stuck. The table's row lock still makes one command per table: the loser's transaction
 * is rolled back and the join runs in its own, which locks the order before the table as
 * every change of an order does, so the two paths cannot deadlock. `beforeJoin` checks what
 * adding to an open command needs (the update permission) before anything is written.
 */
export async function openOrJoin(
  orders: Pick<OrdersService, "create" | "update">,
  actor: OrderAuthor,
  kind: OrderKind,
  body: OrderInsert,
  beforeJoin: () => Promise<void>,
) {
  for (let attempt = 1; ; attempt += 1) {
    let taken: TableTakenError;
    try {
      return { order: await orders.create(actor, kind, body), joined: false as const };
    } catch (error) {
      if (!(error instanceof TableTakenError)) throw error;
      taken = error;
    }
    await beforeJoin();
    try {
      // Only the lines join: guests, waiter, notes and discount are the open command's.
      const order = await orders.update(actor, taken.orderId, { products: body.products }, ["local"]);
      return { order, joined: true as const, table: taken.tableName };
    } catch (error) {
      const closedMeanwhile = error instanceof AppError && error.code === ORDER_MESSAGES.closed;
      if (!closedMeanwhile || attempt >= ATTEMPTS) throw error;
    }
  }
}
