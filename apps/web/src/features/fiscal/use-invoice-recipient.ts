import type { InvoiceRecipient } from "@comanda/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useForm } from "../../ui/form/useForm";
import { useFiscalActive } from "./fiscal-api";
import {
  EMPTY_RECIPIENT,
  type RecipientValues,
  recipientBody,
  recipientErrors,
} from "./invoice-recipient-form";

export type RecipientForm = ReturnType<typeof useForm<RecipientValues>>;

/**
 * The client's tax data a closing may carry for a full invoice (F1). Offered only where the
 * closing call takes it and the local issues invoices.
 */
export function useInvoiceRecipientDraft(offered: boolean) {
  const { t } = useTranslation();
  const isActive = useFiscalActive(offered);
  const [isWanted, setWanted] = useState(false);
  const form = useForm<RecipientValues>({ initialValues: EMPTY_RECIPIENT, validate: recipientErrors });
  const isOffered = offered && isActive;

  /** What the closing sends: nothing without a full invoice; refused (each message on its field) when a field is wrong. */
  function take(): { ok: true; recipient?: InvoiceRecipient } | { ok: false } {
    if (!isOffered || !isWanted) return { ok: true };
    const errors = recipientErrors(form.values);
    for (const [field, key] of Object.entries(errors))
      form.setFieldError(field as keyof RecipientValues, t(key));
    return Object.keys(errors).length > 0
      ? { ok: false }
      : { ok: true, recipient: recipientBody(form.values) };
  }

  return { isOffered, isWanted, setWanted, form, take };
}

export type InvoiceRecipientDraft = ReturnType<typeof useInvoiceRecipientDraft>;
