import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../../ui/form/NumberField";
import { RowsEditor } from "../../../../ui/form/RowsEditor";
import { newRowKey, type ZonePriceRow } from "../../product-form-data";
import type { NamedRow } from "../../products-api";

export interface ZonePricesSectionProps {
  rows: ZonePriceRow[];
  onChange: (rows: ZonePriceRow[]) => void;
  zones: NamedRow[];
  error?: string;
}

/** Prices that replace the product's own in a zone (the terrace dearer than the bar). */
export function ZonePricesSection({ rows, onChange, zones, error }: ZonePricesSectionProps) {
  const { t } = useTranslation();
  return (
    <RowsEditor
      rows={rows}
      onChange={onChange}
      newRow={() => ({ key: newRowKey(), zone: null, price: "" })}
      hint={rows.length === 0 ? t("menu.products.zones.empty") : t("menu.products.zones.hint")}
      removeLabel={(number) => t("menu.products.zones.remove", { number })}
      addLabel={t("menu.products.zones.add")}
      error={error}
      renderRow={(row, update, index) => {
        // A zone already priced on another line is not offered again.
        const taken = new Set(rows.filter((_, at) => at !== index).map((other) => other.zone));
        return (
          <>
            <Select
              size="lg"
              label={t("menu.products.zones.zone")}
              data={zones
                .filter((zone) => !taken.has(String(zone.id)))
                .map((zone) => ({ value: String(zone.id), label: zone.name }))}
              value={row.zone}
              onChange={(zone) => update({ zone })}
              style={{ flex: "2 1 200px" }}
            />
            <NumberField
              label={t("menu.products.zones.price")}
              rule="positive"
              value={row.price}
              onChange={(price) => update({ price })}
              style={{ flex: "1 1 120px" }}
            />
          </>
        );
      }}
    />
  );
}
