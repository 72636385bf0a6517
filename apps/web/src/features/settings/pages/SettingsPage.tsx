import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { RoutingTable } from "../../printing/components/RoutingTable";
import { DomicilePickupTab } from "../components/DomicilePickupTab";
import { TpvsTab } from "../components/TpvsTab";

/** The settings' tabs; later areas add theirs (tickets, digital menu…). */
const TABS = ["tpvs", "domicile_pickup", "printing"] as const;
type SettingsTab = (typeof TABS)[number];

function isSettingsTab(value: string | null): value is SettingsTab {
  return (TABS as readonly string[]).includes(value ?? "");
}

/** Tabs a finger can hit (≥ 44 px) on a till. */
const TOUCH_TAB = { tab: { minHeight: 48, fontSize: "var(--mantine-font-size-md)" } } as const;

/** Settings of the local, one tab per group. The open tab is kept in the URL. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: SettingsTab = isSettingsTab(asked) ? asked : "tpvs";
  return (
    <PageFrame section="settings">
      <Tabs
        value={tab}
        onChange={(value) => isSettingsTab(value) && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
        styles={TOUCH_TAB}
      >
        <Tabs.List aria-label={t("settings.tabs.label")} mb="md">
          {TABS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`settings.tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="tpvs">
          <TpvsTab />
        </Tabs.Panel>
        <Tabs.Panel value="domicile_pickup">
          <DomicilePickupTab />
        </Tabs.Panel>
        <Tabs.Panel value="printing">
          <RoutingTable />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
