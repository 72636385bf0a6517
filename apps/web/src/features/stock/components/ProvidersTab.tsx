import { useTranslation } from "react-i18next";
import type { Provider } from "../stock-api";
import { ProviderForm } from "./ProviderForm";
import { StockListTab } from "./StockListTab";

/** The providers the local buys from, each with its serial. */
export function ProvidersTab() {
  const { t } = useTranslation();
  return (
    <StockListTab<Provider>
      collection="providers"
      rowName={(row) => row.name}
      emptyTitle={t("stock.providers.empty")}
      newLabel={t("stock.providers.new")}
      columns={[
        { key: "serial", label: t("stock.providers.serial"), render: (row) => row.serial },
        { key: "name", label: t("stock.providers.name"), render: (row) => row.name },
        { key: "phone", label: t("stock.providers.phone"), render: (row) => row.phone ?? "" },
        { key: "email", label: t("stock.providers.email"), render: (row) => row.email ?? "" },
        { key: "category", label: t("stock.providers.category"), render: (row) => row.category ?? "" },
      ]}
      renderForm={(row, onClose) => <ProviderForm provider={row} onClose={onClose} />}
    />
  );
}
