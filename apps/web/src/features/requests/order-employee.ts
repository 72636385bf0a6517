import type { OrderTaker } from "./employees-api";

/** How the staff know each other: first and last name, or the user name when neither is set. */
export function employeeName(employee: OrderTaker): string {
  const name = [employee.first_name, employee.last_name]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
  return name || employee.username;
}

/**
 * Who the new order is recorded as taken by: the employee chosen on this screen when the
 * setting asks for one, else nobody is sent and the server records the signed-in user.
 */
export function orderWorker(asks: boolean, chosen: OrderTaker | undefined): number | undefined {
  return asks ? chosen?.id : undefined;
}
