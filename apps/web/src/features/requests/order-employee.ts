import type { OrderTaker } from "./employees-api";

/**
 * Who the new order is recorded as taken by: the employee chosen on this screen when the
 * setting asks for one, else nobody is sent and the server records the signed-in user.
 */
export function orderWorker(asks: boolean, chosen: OrderTaker | undefined): number | undefined {
  return asks ? chosen?.id : undefined;
}
