import type { InvoiceRecordView } from "@comanda/domain";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { useForm } from "../../../ui/form/useForm";
import { useFullInvoice } from "../fiscal-api";
import {
  EMPTY_RECIPIENT,
  fullInvoiceBody,
  type RecipientValues,
  recipientErrors,
} from "../invoice-recipient-form";
import { InvoiceRecipientFields } from "./InvoiceRecipientFields";

export interface FullInvoiceDialogProps {
  /** The simplified invoice (F2) of a paid order that the full one replaces. */
  ticket: InvoiceRecordView & { request_id: number };
  onClose: () => void;
}

/** A client asks for a full invoice after paying: an F3 with their tax data replaces the ticket. */
export function FullInvoiceDialog({ ticket, onClose }: FullInvoiceDialogProps) {
  const { t } = useTranslation();
  const form = useForm<RecipientValues>({ initialValues: EMPTY_RECIPIENT, validate: recipientErrors });
  const fullInvoice = useFullInvoice();

  async function handleIssue(values: RecipientValues) {
    try {
      const created = await fullInvoice.mutateAsync(fullInvoiceBody(ticket.request_id, values));
      notify(t("fiscal.fullInvoice.done", { number: created.num_serie }), "success");
      onClose();
    } catch (error) {
      // A refusal of the whole call is said by the app's toast; a field's goes on the field.
      form.showApiErrors(error);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("fiscal.fullInvoice.title", { number: ticket.num_serie })}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form onSubmit={form.onSubmit(handleIssue)} noValidate>
        <Stack gap="md">
          <Text>{t("fiscal.fullInvoice.text", { number: ticket.num_serie })}</Text>
          <InvoiceRecipientFields form={form} />
          <Group justify="flex-end" gap="sm">
            <Button size="lg" variant="default" onClick={onClose} disabled={fullInvoice.isPending}>
              {t("list.cancel")}
            </Button>
            <Button type="submit" size="lg" loading={fullInvoice.isPending}>
              {t("fiscal.fullInvoice.issue")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
