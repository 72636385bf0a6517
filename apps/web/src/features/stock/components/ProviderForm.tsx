import { providerInputSchema, providerUpdateSchema } from "@comanda/domain";
import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../../ui/form/FormModal";
import { schemaErrors } from "../../../ui/form/schema-errors";
import { TextField } from "../../../ui/form/TextField";
import { useEntityForm } from "../../../ui/form/useEntityForm";
import type { Provider } from "../stock-api";

interface Values {
  name: string;
  phone: string;
  email: string;
  category: string;
}

const payloadOf = (values: Values) => ({
  name: values.name.trim(),
  phone: values.phone.trim(),
  email: values.email.trim(),
  category: values.category.trim(),
});

/** Create or edit a provider; the server gives a new one its serial. */
export function ProviderForm({ provider, onClose }: { provider?: Provider; onClose: () => void }) {
  const { t } = useTranslation();
  const schema = provider ? providerUpdateSchema : providerInputSchema;
  const { form, onSubmit, isPending } = useEntityForm({
    collection: "providers",
    id: provider?.id,
    payload: payloadOf,
    onClose,
    initialValues: {
      name: provider?.name ?? "",
      phone: provider?.phone ?? "",
      email: provider?.email ?? "",
      category: provider?.category ?? "",
    },
    // Empty fields are not sent (spec §5), so they are judged only when filled in.
    validate: (values: Values) =>
      schemaErrors(
        schema,
        Object.fromEntries(Object.entries(payloadOf(values)).filter(([, value]) => value !== "")),
        values,
        { phone: "form.phone", email: "form.email" },
      ),
  });
  return (
    <FormModal
      opened
      title={
        provider ? t("stock.providers.editTitle", { name: provider.name }) : t("stock.providers.newTitle")
      }
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t("stock.providers.name")} required data-autofocus {...form.field("name")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField label={t("stock.providers.phone")} inputMode="tel" {...form.field("phone")} />
        <TextField label={t("stock.providers.email")} inputMode="email" {...form.field("email")} />
      </SimpleGrid>
      <TextField label={t("stock.providers.category")} {...form.field("category")} />
    </FormModal>
  );
}
