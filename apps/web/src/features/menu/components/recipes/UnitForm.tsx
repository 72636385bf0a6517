import {
  MEASURE_TYPE,
  MEASURES,
  type Measure,
  UNIT_TYPES,
  type UnitType,
  unitInputSchema,
  unitUpdateSchema,
} from "@comanda/domain";
import { Select, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../../../ui/form/FormModal";
import type { FieldErrors } from "../../../../ui/form/field-errors";
import { NumberField } from "../../../../ui/form/NumberField";
import { numberOrEmpty, schemaErrors } from "../../../../ui/form/schema-errors";
import { TextField } from "../../../../ui/form/TextField";
import { useEntityForm } from "../../../../ui/form/useEntityForm";
import type { MenuUnit } from "../../recipes-api";
import { useMenuFormat } from "./useMenuFormat";

interface UnitFormValues {
  name: string;
  type: UnitType;
  value: string;
  unit_reference: Measure;
}

const NEW_UNIT: UnitFormValues = { name: "", type: "quantity", value: "1", unit_reference: "ud" };

function payloadOf(values: UnitFormValues) {
  return {
    name: values.name.trim(),
    type: values.type,
    value: numberOrEmpty(values.value),
    unit_reference: values.unit_reference,
  };
}

export interface UnitFormProps {
  /** The unit to edit, or undefined to create one. */
  unit?: MenuUnit;
  onClose: () => void;
}

/**
 * Create or edit a unit. The reference measure must be of the unit's type (a bottle is a
 * volume, so cl, not g): the list offers only those, and a measure left from another type
 * says so at once instead of waiting for the server's `units.type_mismatch`.
 */
export function UnitForm({ unit, onClose }: UnitFormProps) {
  const { t } = useTranslation();
  const format = useMenuFormat();
  const schema = unit ? unitUpdateSchema : unitInputSchema;
  const mismatchOf = (values: UnitFormValues) =>
    MEASURE_TYPE[values.unit_reference] === values.type
      ? undefined
      : t("menu.recipes.rules.typeMismatch", {
          measure: format.measure(values.unit_reference),
          type: t(`menu.recipes.unitTypes.${values.type}`),
        });
  const { form, onSubmit, isPending } = useEntityForm({
    collection: "units",
    id: unit?.id,
    payload: payloadOf,
    onClose,
    initialValues: unit
      ? { name: unit.name, type: unit.type, value: String(unit.value), unit_reference: unit.unit_reference }
      : NEW_UNIT,
    validate: (values: UnitFormValues) => {
      const errors: FieldErrors<UnitFormValues> = schemaErrors(schema, payloadOf(values), values);
      const mismatch = mismatchOf(values);
      if (mismatch) errors.unit_reference ??= mismatch;
      return errors;
    },
  });
  const { values } = form;
  const mismatch = mismatchOf(values);
  // A measure of another type stays visible (and refused) until another is chosen.
  const references = MEASURES.filter(
    (measure) => MEASURE_TYPE[measure] === values.type || measure === values.unit_reference,
  );

  return (
    <FormModal
      opened
      title={unit ? t("menu.recipes.units.editTitle", { name: unit.name }) : t("menu.recipes.units.newTitle")}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t("menu.recipes.units.name")} required data-autofocus {...form.field("name")} />
      <Select
        size="lg"
        label={t("menu.recipes.units.type")}
        data={UNIT_TYPES.map((type) => ({ value: type, label: t(`menu.recipes.unitTypes.${type}`) }))}
        value={values.type}
        onChange={(value) => value && form.setValue("type", value as UnitType)}
        error={form.errorOf("type")}
        allowDeselect={false}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField
          label={t("menu.recipes.units.value")}
          rule="greaterThanZero"
          required
          {...form.field("value")}
        />
        <Select
          size="lg"
          label={t("menu.recipes.units.reference")}
          data={references.map((measure) => ({
            value: measure,
            label: format.measure(measure),
            disabled: MEASURE_TYPE[measure] !== values.type,
          }))}
          value={values.unit_reference}
          onChange={(value) => value && form.setValue("unit_reference", value as Measure)}
          error={form.errorOf("unit_reference") ?? mismatch}
          allowDeselect={false}
        />
      </SimpleGrid>
    </FormModal>
  );
}
