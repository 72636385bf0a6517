import { SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../ui/form/TextField";
import { RECIPIENT_MAX_LENGTH, type RecipientField, recipientFieldError } from "../invoice-recipient-form";
import type { RecipientForm } from "../use-invoice-recipient";

/** The client's name, NIF and (optional) address of a full invoice; a wrong NIF is said when the finger leaves it. */
export function InvoiceRecipientFields({ form }: { form: RecipientForm }) {
  const { t } = useTranslation();
  const field = (name: RecipientField, extra: { autoCapitalize?: string; inputMode?: "numeric" } = {}) => (
    <TextField
      label={t(`fiscal.recipient.fields.${name}`)}
      required={name === "legal_name" || name === "tax_number"}
      maxLength={RECIPIENT_MAX_LENGTH[name]}
      spellCheck={false}
      onBlur={() => {
        const key = recipientFieldError(form.values, name);
        if (key) form.setFieldError(name, t(key));
      }}
      {...extra}
      {...form.field(name)}
    />
  );
  return (
    <Stack gap="sm">
      {field("legal_name")}
      {field("tax_number", { autoCapitalize: "characters" })}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {field("address")}
        {field("zip", { inputMode: "numeric" })}
      </SimpleGrid>
    </Stack>
  );
}
