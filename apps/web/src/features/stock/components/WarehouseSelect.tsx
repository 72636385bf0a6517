import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useWarehouses } from "../stock-api";

export interface WarehouseSelectProps {
  value: string | undefined;
  onChange: (uuid: string | undefined) => void;
  label?: string;
  /** Offer "all warehouses" (no value). */
  allowAll?: boolean;
  required?: boolean;
  error?: string;
  /** What no value means, when it is not "all warehouses". */
  placeholder?: string;
  disabled?: boolean;
}

/** A warehouse by its uuid, as stock calls name it. */
export function WarehouseSelect({
  value,
  onChange,
  label,
  allowAll,
  required,
  error,
  placeholder,
  disabled,
}: WarehouseSelectProps) {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  return (
    <Select
      size="lg"
      label={label ?? t("stock.warehouse")}
      placeholder={placeholder ?? (allowAll ? t("stock.allWarehouses") : undefined)}
      data={(warehouses.data ?? []).map((warehouse) => ({ value: warehouse.uuid, label: warehouse.name }))}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      clearable={allowAll}
      allowDeselect={allowAll}
      required={required}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
