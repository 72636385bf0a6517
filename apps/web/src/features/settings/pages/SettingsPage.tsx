import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { parseModules } from "../../../app/routes";
import { useLocalInfo } from "../../auth/api";
import { BookingSettingsForm } from "../../bookings/components/BookingSettingsForm";
import { FiscalTab } from "../../fiscal/components/FiscalTab";
import { RoutingTable } from "../../printing/components/RoutingTable";
import { StockSettingsPanel } from "../../stock/components/StockSettingsPanel";
import { AppForm } from "../components/AppForm";
import { DigitalCardForm } from "../components/DigitalCardForm";
import { DomicilePickupForm } from "../components/DomicilePickupForm";
import { GlobalForm } from "../components/GlobalForm";
import { KitchenTicketForm } from "../components/KitchenTicketForm";
import { SettingsGroupTab } from "../components/SettingsGroupTab";
import { TicketForm } from "../components/TicketForm";
import { TpvsTab } from "../components/TpvsTab";
import { WorkHoursForm } from "../components/WorkHoursForm";

/**
 * The settings' tabs (spec §2 "Settings tabs"); booking, stock and digital menu add theirs
 * here, each a SettingsGroupTab of its group with its own form, in their own issues.
 */
const TABS = [
  "tpvs",
  "global",
  "ticket",
  "ticket_kitchen",
  "domicile_pickup",
  "app",
  "digital_card",
  "work_hours",
  "printing",
  "fiscal",
  "booking",
  "stock",
] as const;
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
  // The booking tab only where the local bought bookings (lock module reservas).
  const local = useLocalInfo();
  const hasBookings = local.data ? parseModules(local.data.modules).has("reservas") : false;
  // The stock tab only where it bought stock (lock module stock).
  const hasStock = local.data ? parseModules(local.data.modules).has("stock") : false;
  const shown = TABS.filter((id) => (id !== "booking" || hasBookings) && (id !== "stock" || hasStock));
  const tab: SettingsTab = isSettingsTab(asked) && shown.includes(asked) ? asked : "tpvs";
  return (
    <PageFrame section="settings">
      <Tabs
        value={tab}
        onChange={(value) => isSettingsTab(value) && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
        styles={TOUCH_TAB}
      >
        <Tabs.List aria-label={t("settings.tabs.label")} mb="md">
          {shown.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`settings.tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="tpvs">
          <TpvsTab hasStock={hasStock} />
        </Tabs.Panel>
        <Tabs.Panel value="global">
          <SettingsGroupTab group="global" form={GlobalForm} />
        </Tabs.Panel>
        <Tabs.Panel value="ticket">
          <SettingsGroupTab group="ticket" form={TicketForm} />
        </Tabs.Panel>
        <Tabs.Panel value="ticket_kitchen">
          <SettingsGroupTab group="ticket_kitchen" form={KitchenTicketForm} />
        </Tabs.Panel>
        <Tabs.Panel value="app">
          <SettingsGroupTab group="app" form={AppForm} />
        </Tabs.Panel>
        <Tabs.Panel value="digital_card">
          <SettingsGroupTab group="digital_card" form={DigitalCardForm} />
        </Tabs.Panel>
        <Tabs.Panel value="work_hours">
          <SettingsGroupTab group="work_hours" form={WorkHoursForm} />
        </Tabs.Panel>
        <Tabs.Panel value="domicile_pickup">
          <SettingsGroupTab group="domicile_pickup" form={DomicilePickupForm} />
        </Tabs.Panel>
        <Tabs.Panel value="printing">
          <RoutingTable />
        </Tabs.Panel>
        <Tabs.Panel value="fiscal">
          <FiscalTab />
        </Tabs.Panel>
        <Tabs.Panel value="booking">
          <SettingsGroupTab group="reservation" form={BookingSettingsForm} />
        </Tabs.Panel>
        <Tabs.Panel value="stock">
          <StockSettingsPanel />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
