import { type DateRange, presetRange } from "@comanda/domain";
import { Group, Tabs } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { appTimeZone } from "../../../lib/i18n";
import { DateRangePicker } from "../../../ui/date-range/DateRangePicker";
import { DashboardView } from "../components/DashboardView";
import { ExpensesView } from "../components/ExpensesView";
import { InformesView } from "../components/InformesView";
import { MenuEngineeringView } from "../components/MenuEngineeringView";
import { SalesView } from "../components/SalesView";
import { PredictionsView } from "../predictions/PredictionsView";
import type { Range } from "../reports-api";

const VIEWS = ["dashboard", "sales", "expenses", "informes", "menu_engineering"] as const;
type View = (typeof VIEWS)[number] | "predictions";

/**
 * /reports (spec §2 Reports views): Dashboard, Sales, Expenses, Informes and menu engineering
 * over one range of the local's days, chosen with the spec's presets. Yesterday by default: the
 * owner's morning.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>("dashboard");
  const [range, setRange] = useState<DateRange>(() => presetRange("yesterday", new Date(), appTimeZone()));
  const asked: Range = { date_from: range.from, date_to: range.to };
  return (
    <PageFrame section="reports">
      <Group align="flex-end" wrap="wrap">
        <DateRangePicker label={t("reports.range")} value={range} onChange={setRange} />
      </Group>
      <Tabs value={view} onChange={(next) => next && setView(next as View)} keepMounted={false}>
        <Tabs.List>
          {VIEWS.map((name) => (
            <Tabs.Tab key={name} value={name} fz="lg">
              {t(`reports.tabs.${name}`)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="predictions" fz="lg">
            {t("predictions.tab")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="dashboard" pt="md">
          <DashboardView range={asked} />
        </Tabs.Panel>
        <Tabs.Panel value="sales" pt="md">
          <SalesView range={asked} />
        </Tabs.Panel>
        <Tabs.Panel value="expenses" pt="md">
          <ExpensesView range={asked} />
        </Tabs.Panel>
        <Tabs.Panel value="informes" pt="md">
          <InformesView range={asked} />
        </Tabs.Panel>
        <Tabs.Panel value="menu_engineering" pt="md">
          <MenuEngineeringView range={asked} />
        </Tabs.Panel>
        <Tabs.Panel value="predictions" pt="md">
          <PredictionsView range={asked} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
