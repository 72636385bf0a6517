import { useTranslation } from "react-i18next";
import type { Warehouse } from "../stock-api";
import { StockListTab } from "./StockListTab";
import { WarehouseForm } from "./WarehouseForm";

/** The local's warehouses; the last one cannot be deleted. */
export function WarehousesTab() {
  const { t } = useTranslation();
  return (
    <StockListTab<Warehouse>
      collection="warehouses"
      rowName={(row) => row.name}
      emptyTitle={t("stock.warehouses.empty")}
      newLabel={t("stock.warehouses.new")}
      columns={[
        { key: "name", label: t("stock.warehouses.name"), render: (row) => row.name },
        { key: "location", label: t("stock.warehouses.location"), render: (row) => row.location ?? "" },
      ]}
      renderForm={(row, onClose) => <WarehouseForm warehouse={row} onClose={onClose} />}
    />
  );
}
