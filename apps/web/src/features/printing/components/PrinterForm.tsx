import { PRINTER_COLUMNS, PRINTER_CONNECTIONS, PRINTER_WIDTHS, type PrinterWidth } from "@comanda/domain";
import { Select, SimpleGrid, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChoiceMultiSelect, ChoiceSelect } from "../../../ui/form/ChoiceSelect";
import { FormModal } from "../../../ui/form/FormModal";
import { NumberField } from "../../../ui/form/NumberField";
import { SegmentedField } from "../../../ui/form/SegmentedField";
import { TextField } from "../../../ui/form/TextField";
import { useEntityForm } from "../../../ui/form/useEntityForm";
import { useTpvs } from "../../auth/api";
import { useLabelledCategories, useZoneRows } from "../../floor/floor-api";
import { type Printer, useFamilyChoices } from "../printing-api";
import { PAPER_MM, printerErrors, printerFormValues, printerPayload } from "../printing-forms";

export interface PrinterFormProps {
  /** The printer to edit, or undefined to create one. */
  printer?: Printer;
  onClose: () => void;
}

/**
 * Create or edit a printer: how it is reached (host and port, or virtual: shown on screen),
 * its paper, and what it prints (categories, family, zone, tills).
 */
export function PrinterForm({ printer, onClose }: PrinterFormProps) {
  const { t } = useTranslation();
  const tpvs = useTpvs();
  const zones = useZoneRows();
  const families = useFamilyChoices();
  const categories = useLabelledCategories();
  const { form, onSubmit, isPending } = useEntityForm({
    collection: "printers",
    id: printer?.id,
    initialValues: printerFormValues(printer),
    validate: printerErrors,
    payload: printerPayload,
    onClose,
  });
  const { values } = form;
  const isNetwork = values.connection === "network";

  return (
    <FormModal
      opened
      title={
        printer ? t("printing.printers.editTitle", { name: printer.name }) : t("printing.printers.newTitle")
      }
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t("printing.printers.name")} required data-autofocus {...form.field("name")} />
      <SegmentedField
        label={t("printing.printers.connection")}
        description={t(`printing.printers.connectionHints.${values.connection}`)}
        data={PRINTER_CONNECTIONS.map((connection) => ({
          value: connection,
          label: t(`printing.printers.connections.${connection}`),
        }))}
        value={values.connection}
        onChange={(connection) => form.setValue("connection", connection)}
      />
      {isNetwork && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            label={t("printing.printers.host")}
            description={t("printing.printers.hostHint")}
            required
            {...form.field("host")}
          />
          <NumberField
            label={t("printing.printers.port")}
            description={t("printing.printers.portHint")}
            required
            {...form.field("port")}
          />
        </SimpleGrid>
      )}
      <Select
        size="lg"
        label={t("printing.printers.width")}
        data={PRINTER_WIDTHS.map((width) => ({
          value: width,
          label: t("printing.printers.widthOption", { mm: PAPER_MM[width], columns: PRINTER_COLUMNS[width] }),
        }))}
        value={values.printer_width}
        onChange={(width) => width && form.setValue("printer_width", width as PrinterWidth)}
        error={form.errorOf("printer_width")}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <ChoiceMultiSelect
        label={t("printing.printers.categories")}
        description={t("printing.printers.categoriesHint")}
        rows={categories}
        {...form.field("category")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(
          [
            ["family", "family", families.data],
            ["zone", "zone", zones.data],
            ["main_tpv", "mainTpv", tpvs.data?.results],
            ["secondary_tpv", "secondaryTpv", tpvs.data?.results],
          ] as const
        ).map(([field, label, rows]) => (
          <ChoiceSelect
            key={field}
            label={t(`printing.printers.${label}`)}
            placeholder={t("printing.none")}
            rows={rows}
            {...form.field(field)}
          />
        ))}
      </SimpleGrid>
      {isNetwork && (
        <Switch
          size="lg"
          label={t("printing.printers.statusCheck")}
          description={t("printing.printers.statusCheckHint")}
          checked={values.status_check}
          onChange={(event) => form.setValue("status_check", event.currentTarget.checked)}
        />
      )}
      <Switch
        size="lg"
        label={t("printing.printers.allowToMarch")}
        description={t("printing.printers.allowToMarchHint")}
        checked={values.allow_to_march}
        onChange={(event) => form.setValue("allow_to_march", event.currentTarget.checked)}
      />
    </FormModal>
  );
}
