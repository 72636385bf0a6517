import { warehouseInputSchema, warehouseUpdateSchema } from "@comanda/domain";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../../ui/form/FormModal";
import { schemaErrors } from "../../../ui/form/schema-errors";
import { TextAreaField } from "../../../ui/form/TextAreaField";
import { TextField } from "../../../ui/form/TextField";
import { useEntityForm } from "../../../ui/form/useEntityForm";
import type { Warehouse } from "../stock-api";

interface Values {
  name: string;
  location: string;
  description: string;
}

const payloadOf = (values: Values) => ({
  name: values.name.trim(),
  location: values.location.trim(),
  description: values.description,
});

/** Create or edit a warehouse. */
export function WarehouseForm({ warehouse, onClose }: { warehouse?: Warehouse; onClose: () => void }) {
  const { t } = useTranslation();
  const schema = warehouse ? warehouseUpdateSchema : warehouseInputSchema;
  const { form, onSubmit, isPending } = useEntityForm({
    collection: "warehouses",
    id: warehouse?.id,
    payload: payloadOf,
    onClose,
    initialValues: {
      name: warehouse?.name ?? "",
      location: warehouse?.location ?? "",
      description: warehouse?.description ?? "",
    },
    validate: (values: Values) => schemaErrors(schema, payloadOf(values), values),
  });
  return (
    <FormModal
      opened
      title={
        warehouse ? t("stock.warehouses.editTitle", { name: warehouse.name }) : t("stock.warehouses.newTitle")
      }
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t("stock.warehouses.name")} required data-autofocus {...form.field("name")} />
      <TextField label={t("stock.warehouses.location")} {...form.field("location")} />
      <TextAreaField label={t("stock.warehouses.description")} {...form.field("description")} />
    </FormModal>
  );
}
