import { Button, Stack, Text } from "@mantine/core";
import { IconFileInvoice } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { InvoiceRecipientDraft } from "../use-invoice-recipient";
import { InvoiceRecipientFields } from "./InvoiceRecipientFields";

/**
 * At the closing, the client asks for a full invoice (F1) instead of a ticket: a simplified one
 * cannot pass 3,000 €. Nothing is shown where the local does not issue invoices.
 */
export function FullInvoiceToggle({ draft }: { draft: InvoiceRecipientDraft }) {
  const { t } = useTranslation();
  if (!draft.isOffered) return null;
  return (
    <Stack gap="xs">
      <Button
        size="lg"
        variant={draft.isWanted ? "filled" : "default"}
        aria-pressed={draft.isWanted}
        leftSection={<IconFileInvoice aria-hidden size={20} />}
        onClick={() => draft.setWanted(!draft.isWanted)}
      >
        {t("fiscal.recipient.toggle")}
      </Button>
      {draft.isWanted && (
        <>
          <Text size="sm" c="dimmed">
            {t("fiscal.recipient.hint")}
          </Text>
          <InvoiceRecipientFields form={draft.form} />
        </>
      )}
    </Stack>
  );
}
