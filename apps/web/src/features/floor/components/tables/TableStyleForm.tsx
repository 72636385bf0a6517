import {
  TABLE_SHAPES,
  type TableShape,
  tableStylePresetInputSchema,
  tableStylePresetUpdateSchema,
} from "@comanda/domain";
import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../../../ui/form/FormModal";
import { NumberField } from "../../../../ui/form/NumberField";
import { SegmentedField } from "../../../../ui/form/SegmentedField";
import { numberOrEmpty, schemaErrors } from "../../../../ui/form/schema-errors";
import { TextField } from "../../../../ui/form/TextField";
import { useEntityForm } from "../../../../ui/form/useEntityForm";
import { TABLE_STYLES, type TableStylePreset } from "../../floor-api";

interface PresetFormValues {
  name: string;
  shape: TableShape;
  width: string;
  height: string;
  seats: string;
}

function payloadOf(values: PresetFormValues) {
  return {
    name: values.name.trim(),
    shape: values.shape,
    width: numberOrEmpty(values.width),
    height: numberOrEmpty(values.height),
    seats: numberOrEmpty(values.seats),
  };
}

export interface TableStyleFormProps {
  /** The preset to edit, or undefined to create one. */
  preset?: TableStylePreset;
  onClose: () => void;
}

/** Create or edit a table preset ("Redonda 2", "Barra alta 6"): its shape, size in plan units and seats. */
export function TableStyleForm({ preset, onClose }: TableStyleFormProps) {
  const { t } = useTranslation();
  const schema = preset ? tableStylePresetUpdateSchema : tableStylePresetInputSchema;
  const { form, onSubmit, isPending } = useEntityForm({
    ...TABLE_STYLES,
    id: preset?.id,
    initialValues: {
      name: preset?.name ?? "",
      shape: preset?.shape ?? "square",
      width: String(preset?.width ?? 100),
      height: String(preset?.height ?? 100),
      seats: String(preset?.seats ?? 4),
    } satisfies PresetFormValues,
    validate: (values: PresetFormValues) => schemaErrors(schema, payloadOf(values), values),
    payload: payloadOf,
    onClose,
  });

  return (
    <FormModal
      opened
      title={preset ? t("floor.styles.editTitle", { name: preset.name }) : t("floor.styles.newTitle")}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t("floor.styles.name")} required data-autofocus {...form.field("name")} />
      <SegmentedField
        label={t("floor.tables.shape")}
        data={TABLE_SHAPES.map((shape) => ({ value: shape, label: t(`floor.shapes.${shape}`) }))}
        value={form.values.shape}
        onChange={(shape) => form.setValue("shape", shape)}
        error={form.errorOf("shape")}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberField label={t("floor.styles.width")} required {...form.field("width")} />
        <NumberField label={t("floor.styles.height")} required {...form.field("height")} />
        <NumberField label={t("floor.tables.seats")} required {...form.field("seats")} />
      </SimpleGrid>
    </FormModal>
  );
}
