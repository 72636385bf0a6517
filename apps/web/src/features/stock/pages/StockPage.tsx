import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { CostMarginsTab } from "../components/CostMarginsTab";
import { CountsTab } from "../components/CountsTab";
import { LevelsTab } from "../components/LevelsTab";
import { MovementsTab } from "../components/MovementsTab";
import { ProvidersTab } from "../components/ProvidersTab";
import { PurchasesTab } from "../components/PurchasesTab";
import { StockSettingsPanel } from "../components/StockSettingsPanel";
import { WarehousesTab } from "../components/WarehousesTab";

const TABS = [
  "levels",
  "purchases",
  "purchase_orders",
  "providers",
  "warehouses",
  "movements",
  "counts",
  "margins",
  "settings",
] as const;
type StockTab = (typeof TABS)[number];

function isStockTab(value: string | null): value is StockTab {
  return (TABS as readonly string[]).includes(value ?? "");
}

/** Tabs a finger can hit (≥ 44 px) on a till. */
const TOUCH_TAB = { tab: { minHeight: 48, fontSize: "var(--mantine-font-size-md)" } } as const;

/**
 * Stock (issue 30): levels, purchases and orders, providers, warehouses, movements, counts, the
 * cost margins report and its settings.
 */
export default function StockPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: StockTab = isStockTab(asked) ? asked : "levels";
  return (
    <PageFrame section="stock">
      <Tabs
        value={tab}
        onChange={(value) => isStockTab(value) && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
        styles={TOUCH_TAB}
      >
        <Tabs.List aria-label={t("stock.tabs.label")} mb="md">
          {TABS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`stock.tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="levels">
          <LevelsTab />
        </Tabs.Panel>
        <Tabs.Panel value="purchases">
          <PurchasesTab kind="purchases" />
        </Tabs.Panel>
        <Tabs.Panel value="purchase_orders">
          <PurchasesTab kind="purchase_orders" />
        </Tabs.Panel>
        <Tabs.Panel value="providers">
          <ProvidersTab />
        </Tabs.Panel>
        <Tabs.Panel value="warehouses">
          <WarehousesTab />
        </Tabs.Panel>
        <Tabs.Panel value="movements">
          <MovementsTab />
        </Tabs.Panel>
        <Tabs.Panel value="counts">
          <CountsTab />
        </Tabs.Panel>
        <Tabs.Panel value="margins">
          <CostMarginsTab />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <StockSettingsPanel />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
