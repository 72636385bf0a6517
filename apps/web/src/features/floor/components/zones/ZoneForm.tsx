import type { Zone } from "@comanda/domain";
import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChoiceMultiSelect, ChoiceSelect } from "../../../../ui/form/ChoiceSelect";
import { FormModal } from "../../../../ui/form/FormModal";
import { NumberField } from "../../../../ui/form/NumberField";
import { TextField } from "../../../../ui/form/TextField";
import { useEntityForm } from "../../../../ui/form/useEntityForm";
import { useTpvs } from "../../../auth/api";
import { usePrinterChoices } from "../../../printing/printing-api";
import { type ZoneFormValues, zoneErrors, zoneFormValues, zonePayload } from "../../floor-forms";

export interface ZoneFormProps {
  /** The zone to edit, or undefined to create one. */
  zone?: Zone;
  onClose: () => void;
}

/** Create or edit a zone: its name, the till that serves it, its printers and its plan's size. */
export function ZoneForm({ zone, onClose }: ZoneFormProps) {
  const { t } = useTranslation();
  const tpvs = useTpvs();
  const printers = usePrinterChoices();
  const { form, onSubmit, isPending } = useEntityForm({
    collection: "zones",
    id: zone?.id,
    initialValues: zoneFormValues(zone),
    validate: (values: ZoneFormValues) => zoneErrors(values, zone),
    payload: (values) => zonePayload(values, zone),
    onClose,
  });

  return (
    <FormModal
      opened
      title={zone ? t("floor.zones.editTitle", { name: zone.name }) : t("floor.zones.newTitle")}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t("floor.zones.name")} required data-autofocus {...form.field("name")} />
      <ChoiceSelect
        label={t("floor.zones.tpv")}
        placeholder={t("floor.noTpv")}
        rows={tpvs.data?.results}
        {...form.field("tpv")}
      />
      <ChoiceMultiSelect
        label={t("floor.zones.printers")}
        description={t("floor.zones.printersHint")}
        rows={printers.data}
        {...form.field("printers")}
      />
      <ChoiceSelect
        label={t("floor.zones.mainPrinter")}
        description={t("floor.zones.mainPrinterHint")}
        placeholder={t("floor.noPrinter")}
        rows={printers.data}
        {...form.field("main_printer")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField
          label={t("floor.zones.width")}
          description={t("floor.zones.sizeHint")}
          required
          {...form.field("width")}
        />
        <NumberField
          label={t("floor.zones.height")}
          description={t("floor.zones.sizeHint")}
          required
          {...form.field("height")}
        />
      </SimpleGrid>
    </FormModal>
  );
}
