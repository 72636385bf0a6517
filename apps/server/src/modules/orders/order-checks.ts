import { isClosedOrderStatus, ORDER_MESSAGES, type OrderLineBody } from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors, type FieldErrors } from "../../platform/errors/app-error";
import { users } from "../auth/auth.schema";
import type { OrderRow } from "./order-store";
import type { OrdersDeps } from "./orders-deps";

export const OPEN_STATUSES = ["required", "solicitado"] as const;

export function assertOpen(order: OrderRow) {
  if (isClosedOrderStatus(order.status))
    throw new AppError(400, ORDER_MESSAGES.closed, { status: order.status });
}

export function fieldErrorsOf(
  list: ReadonlyArray<{ field: string; code: string; params?: Record<string, unknown> }>,
) {
  const fieldErrors: FieldErrors = {};
  for (const error of list) {
    fieldErrors[error.field] = [
      ...(fieldErrors[error.field] ?? []),
      { key: error.code, params: error.params },
    ];
  }
  return fieldErrors;
}

/** New lines (`id`) and edits of existing ones (`request_item`), each with its place in the body. */
export function splitLines(products: readonly OrderLineBody[]) {
  const added: Array<{ index: number; line: OrderLineBody & { id: number; qty: number } }> = [];
  const edited: Array<{ index: number; line: OrderLineBody & { request_item: number } }> = [];
  products.forEach((line, index) => {
    if (line.request_item !== undefined)
      edited.push({ index, line: { ...line, request_item: line.request_item } });
    else if (line.id !== undefined) added.push({ index, line: { ...line, id: line.id, qty: line.qty ?? 1 } });
  });
  return { added, edited };
}

export async function contactOf(
  { clients }: Pick<OrdersDeps, "clients">,
  tx: Db,
  localId: number,
  clientId: number | null,
  addressId: number | null,
) {
  if (clientId === null) {
    if (addressId !== null) throw errors.field("address", ORDER_MESSAGES.addressNotOfClient);
    return { client: null, address: null };
  }
  const contact = await clients.orderContact(tx, localId, clientId, addressId);
  if (!contact.client)
    throw errors.field("client", "validation.unknown_reference", { ids: String(clientId) });
  if (addressId !== null && !contact.address)
    throw errors.field("address", ORDER_MESSAGES.addressNotOfClient);
  return { client: contact.client, address: contact.address ?? null };
}

export async function assertUserOfLocal(tx: Db, localId: number, id: number, field: string) {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.local_id, localId), isNull(users.deleted_at)));
  if (!user) throw errors.field(field, "validation.unknown_reference", { ids: String(id) });
}
