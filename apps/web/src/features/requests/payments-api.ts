import type { InvoiceRecipient, OrderKind, PaymentType } from "@comanda/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { useCommandChange } from "./orders-api";

/** The typed calls of a command's payments and tickets. Amounts are decimal euros, as the API speaks. */

/** A payment of a command as the server keeps it (a partial one, or the one that closed it). */
export interface CommandPayment {
  id: number;
  command: number;
  price: number;
  payment_type: PaymentType;
  credit_card: boolean;
  /** By products: the lines and units it paid. */
  products: Array<{ request_item: number; qty: number; price: number }>;
  is_closing: boolean;
  user: number | null;
  created_at: string;
  /** Set once the payment was undone; it stays as a row. */
  restored_at: string | null;
}

interface CommandPayments {
  results: CommandPayment[];
  total: number;
  paid: number;
  pending: number;
}

/**
 * The command's payments. Under the orders' key, so whatever reads the orders again after a
 * change or a realtime message (`refreshOrders`) reads these again too.
 */
export function useCommandPayments(commandId: number | undefined) {
  return useQuery({
    queryKey: ["requests", "payments", commandId],
    queryFn: () =>
      api<CommandPayments>("/api/v1/payments/get_by_command", { params: { command: commandId } }),
    enabled: commandId !== undefined,
  });
}

/** Undoes a partial payment of an open command: what it paid is pending again. */
export const useRestorePayment = () => useCommandChange<{ id: number }>("/api/v1/commands/restore_payment");

/** Closes the command without taking what is pending (a named permission); irreversible. */
export const useCloseWithoutPayment = () =>
  useCommandChange<{ id: number }>("/api/v1/commands/close_command_without_payment");

/** The ticket of one payment to the printer. */
export const usePrintPaymentTicket = () =>
  useMutation({
    mutationFn: (paymentId: number) =>
      api<{ jobs: number[] }>("/api/v1/commands/print_split", { body: { id: paymentId } }),
  });

/** The ticket of one payment by e-mail. */
export const useEmailPaymentTicket = () =>
  useMutation({
    mutationFn: ({ id, email }: { id: number; email: string }) =>
      api<{ sent_to: string }>("/api/v1/commands/local_ticket_email_split", { body: { id, email } }),
  });

/*
 * The whole order's ticket is asked for once the command is closed, when its screen is gone:
 * plain calls rather than hooks, so nothing depends on a component still being mounted.
 */

/** The ticket of a closed order to the printer (an open one would print its bill). */
export const printOrderTicket = (orderId: number) =>
  api<{ jobs: number[] }>("/api/v1/requests/print", { body: { id: orderId, kind: "ticket" } });

/** The whole order's ticket by e-mail. */
export const emailOrderTicket = (orderId: number, email: string) =>
  api<{ sent_to: string }>("/api/v1/commands/local_ticket_email", { body: { id: orderId, email } });

export const usePayByPrice = () =>
  useCommandChange<{
    command: number;
    price: number;
    total_price: number;
    credit_card: boolean;
    /** Cash handed over, when more than the price. */
    tendered?: number;
  }>("/api/v1/payments/by_price");

export const usePayByProducts = () =>
  useCommandChange<{
    command: number;
    products: Array<{ request_item: number; qty: number }>;
    credit_card: boolean;
    /** Cash handed over, when more than what the products come to. */
    tendered?: number;
  }>("/api/v1/payments/by_products");

/** Closes the command: the rest paid (cash or card) with the tip, its serial taken, the table freed. */
export const useCloseCommand = (kind: OrderKind = "local") =>
  useCommandChange<{
    id: number;
    tip_amount?: number;
    tip_option?: string;
    credit_card: boolean;
    payment_type?: "credit_card" | "cash" | "transfer";
    /** Cash handed over, when more than the rest of the bill and the tip. */
    tendered?: number;
    /** The client's tax data: the closing issues a full invoice (F1). */
    invoice_recipient?: InvoiceRecipient;
  }>(kind === "local" ? "/api/v1/commands/close_command" : "/api/v1/requests/close");
