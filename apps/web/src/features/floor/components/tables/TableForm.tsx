import { DEFAULT_ZONE_STYLE, TABLE_SHAPES } from "@comanda/domain";
import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChoiceSelect } from "../../../../ui/form/ChoiceSelect";
import { FormModal } from "../../../../ui/form/FormModal";
import { NumberField } from "../../../../ui/form/NumberField";
import { SegmentedField } from "../../../../ui/form/SegmentedField";
import { TextField } from "../../../../ui/form/TextField";
import { useEntityForm } from "../../../../ui/form/useEntityForm";
import {
  TABLES_PATH,
  type TableRow,
  useFetchZoneTables,
  useTableStylePresets,
  useZoneRows,
} from "../../floor-api";
import {
  applyPreset,
  type TableFormValues,
  tableErrors,
  tableFormValues,
  tablePayload,
  type ZonePlan,
} from "../../floor-forms";

export interface TableFormProps {
  /** The table to edit, or undefined to create one. */
  table?: TableRow;
  /** The zone a new table goes to (the list's zone filter). */
  zoneId?: number;
  onClose: () => void;
}

/**
 * Create or edit a table: name, zone, shape and seats. A new table's drawing can start from a
 * preset; where it sits on the plan is the map's business, so editing here keeps its place.
 * The server's refusals (a name taken in the zone, a full zone) land on those fields.
 */
export function TableForm({ table, zoneId, onClose }: TableFormProps) {
  const { t } = useTranslation();
  const zones = useZoneRows();
  const presets = useTableStylePresets();
  const fetchZoneTables = useFetchZoneTables();
  const presetOf = (id: string | null) => (presets.data ?? []).find((preset) => String(preset.id) === id);

  /** A new table's place is found among the zone's tables as they are now. */
  async function zonePlanOf(zoneId: number): Promise<ZonePlan> {
    const plan = (zones.data ?? []).find((zone) => zone.id === zoneId)?.style ?? DEFAULT_ZONE_STYLE;
    if (table) return { plan, taken: [] };
    return { plan, taken: (await fetchZoneTables(zoneId)).map((row) => row.style) };
  }

  const { form, onSubmit, isPending } = useEntityForm({
    collection: "tables",
    basePath: TABLES_PATH,
    id: table?.id,
    initialValues: tableFormValues(table, zoneId),
    validate: tableErrors,
    payload: async (values: TableFormValues) =>
      tablePayload(values, table, presetOf(values.preset), await zonePlanOf(Number(values.zone_id))),
    onClose,
  });
  const { values } = form;

  return (
    <FormModal
      opened
      title={table ? t("floor.tables.editTitle", { name: table.name }) : t("floor.tables.newTitle")}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t("floor.tables.name")} required data-autofocus {...form.field("name")} />
      <ChoiceSelect label={t("floor.tables.zone")} required rows={zones.data} {...form.field("zone_id")} />
      {!table && (presets.data ?? []).length > 0 && (
        <ChoiceSelect
          label={t("floor.tables.preset")}
          description={t("floor.tables.presetHint")}
          placeholder={t("floor.tables.noPreset")}
          rows={presets.data}
          value={values.preset}
          onChange={(id) => {
            const next = applyPreset(values, presetOf(id));
            form.setValue("preset", next.preset);
            form.setValue("shape", next.shape);
            form.setValue("seats", next.seats);
          }}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SegmentedField
          label={t("floor.tables.shape")}
          data={TABLE_SHAPES.map((shape) => ({ value: shape, label: t(`floor.shapes.${shape}`) }))}
          value={values.shape}
          onChange={(shape) => form.setValue("shape", shape)}
          error={form.errorOf("shape")}
        />
        <NumberField label={t("floor.tables.seats")} required {...form.field("seats")} />
      </SimpleGrid>
    </FormModal>
  );
}
