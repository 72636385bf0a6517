import type { InvoiceRecipient } from "@comanda/domain";
import { Button, Divider, Modal, Stack } from "@mantine/core";
import { IconLockOpen } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Order } from "../order-types";
import type { PaymentMethod } from "../payment-draft";
import { PaymentForm } from "./PaymentForm";
import { PaymentsList } from "./PaymentsList";

export type PaymentRequest =
  | {
      mode: "all";
      tipCents: number;
      tipOption: string | undefined;
      method: PaymentMethod;
      /** The whole ticket once closed: printed, e-mailed to this address, both or neither. */
      ticket: { print: boolean; email: string | undefined };
      tendered?: number;
      /** The client's tax data: a full invoice (F1) instead of a ticket. */
      invoiceRecipient?: InvoiceRecipient;
    }
  | { mode: "price"; cents: number; card: boolean; tendered?: number }
  | {
      mode: "products";
      products: Array<{ request_item: number; qty: number }>;
      card: boolean;
      tendered?: number;
    };

export interface PaymentDialogProps {
  /** The command being paid; the dialog is closed without one. */
  order: Order | undefined;
  title: string;
  isPaying: boolean;
  /** The ticket settings print the ticket on every closing. */
  autoPrintsTicket: boolean;
  onClose: () => void;
  onPay: (request: PaymentRequest) => void;
  /** Asks to close the table without taking what is pending (confirmed by the caller). */
  /** Without it (orders that are not a table's) the order cannot be closed unpaid here. */
  onCloseWithoutPayment?: () => void;
  /** The closing call takes the client's tax data for a full invoice. */
  offersFullInvoice?: boolean;
}

/**
 * Taking the money of a table: all of it with a tip, an amount, equal shares or chosen
 * products; the payments taken so far with their tickets; or closing it without payment.
 */
export function PaymentDialog({
  order,
  title,
  isPaying,
  autoPrintsTicket,
  onClose,
  onPay,
  onCloseWithoutPayment,
  offersFullInvoice = false,
}: PaymentDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={order !== undefined}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ "aria-label": t("requests.close") }}
    >
      {order && (
        <Stack gap="md">
          {/* Made again once a payment lands (what is paid changed): the next payer starts empty,
              while a refused payment keeps what was typed. */}
          <PaymentForm
            key={`${order.id}:${order.paid}`}
            order={order}
            isPaying={isPaying}
            autoPrintsTicket={autoPrintsTicket}
            offersFullInvoice={offersFullInvoice}
            onPay={onPay}
          />
          <Divider />
          <PaymentsList commandId={order.id} />
          {onCloseWithoutPayment && (
            <>
              <Divider />
              <Button
                size="lg"
                variant="default"
                leftSection={<IconLockOpen aria-hidden size={20} />}
                onClick={onCloseWithoutPayment}
              >
                {t("requests.payment.withoutPayment.action")}
              </Button>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
