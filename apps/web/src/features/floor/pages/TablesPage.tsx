import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { TableStylesTab } from "../components/tables/TableStylesTab";
import { TablesTab } from "../components/tables/TablesTab";

const TABS = ["tables", "styles"] as const;
type TablesPageTab = (typeof TABS)[number];

function isTablesTab(value: string | null): value is TablesPageTab {
  return (TABS as readonly string[]).includes(value ?? "");
}

/** Tabs a finger can hit (≥ 44 px) on a till. */
const TOUCH_TAB = { tab: { minHeight: 48, fontSize: "var(--mantine-font-size-md)" } } as const;

/** Tables, and the presets a new table's drawing starts from. The open tab is kept in the URL. */
export default function TablesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: TablesPageTab = isTablesTab(asked) ? asked : "tables";
  return (
    <PageFrame section="tables">
      <Tabs
        value={tab}
        onChange={(value) => isTablesTab(value) && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
        styles={TOUCH_TAB}
      >
        <Tabs.List aria-label={t("floor.tables.tabs.label")} mb="md">
          {TABS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`floor.tables.tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="tables">
          <TablesTab />
        </Tabs.Panel>
        <Tabs.Panel value="styles">
          <TableStylesTab />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
