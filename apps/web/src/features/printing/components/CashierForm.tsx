import { DRAWER_PORTS } from "@comanda/domain";
import { useTranslation } from "react-i18next";
import { ChoiceSelect } from "../../../ui/form/ChoiceSelect";
import { FormModal } from "../../../ui/form/FormModal";
import { NumberField } from "../../../ui/form/NumberField";
import { SegmentedField } from "../../../ui/form/SegmentedField";
import { TextField } from "../../../ui/form/TextField";
import { useEntityForm } from "../../../ui/form/useEntityForm";
import { type Cashier, usePrinterChoices } from "../printing-api";
import { cashierErrors, cashierFormValues, cashierPayload } from "../printing-forms";

export interface CashierFormProps {
  /** The drawer to edit, or undefined to create one. */
  cashier?: Cashier;
  onClose: () => void;
}

/** Create or edit a cash drawer: the printer it hangs from, its pulse and its connector. */
export function CashierForm({ cashier, onClose }: CashierFormProps) {
  const { t } = useTranslation();
  const printers = usePrinterChoices();
  const { form, onSubmit, isPending } = useEntityForm({
    collection: "cashiers",
    id: cashier?.id,
    initialValues: cashierFormValues(cashier),
    validate: cashierErrors,
    payload: cashierPayload,
    onClose,
  });

  return (
    <FormModal
      opened
      title={
        cashier ? t("printing.cashiers.editTitle", { name: cashier.name }) : t("printing.cashiers.newTitle")
      }
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t("printing.cashiers.name")} required data-autofocus {...form.field("name")} />
      <ChoiceSelect
        label={t("printing.cashiers.printer")}
        description={t("printing.cashiers.printerHint")}
        required
        rows={printers.data}
        {...form.field("printer")}
      />
      <NumberField
        label={t("printing.cashiers.pulse")}
        description={t("printing.cashiers.pulseHint")}
        required
        {...form.field("pulse")}
      />
      <SegmentedField
        label={t("printing.cashiers.port")}
        data={DRAWER_PORTS.map((port) => ({
          value: String(port) as "0" | "1",
          label: t(`printing.cashiers.ports.${port}`),
        }))}
        value={form.values.port}
        onChange={(port) => form.setValue("port", port)}
      />
    </FormModal>
  );
}
