import { type DateRange, presetRange } from "@comanda/domain";
import { Group, Tabs } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { parseModules } from "../../../app/routes";
import { appTimeZone } from "../../../lib/i18n";
import { DateRangePicker } from "../../../ui/date-range/DateRangePicker";
import { useLocalInfo } from "../../auth/api";
import { DashboardView } from "../components/DashboardView";
import { ExpensesView } from "../components/ExpensesView";
import { InformesView } from "../components/InformesView";
import { MenuEngineeringView } from "../components/MenuEngineeringView";
import { SalesView } from "../components/SalesView";
import { StockReportView } from "../components/StockReportView";
import { PredictionsView } from "../predictions/PredictionsView";
import type { Range } from "../reports-api";

const VIEWS = ["dashboard", "sales", "expenses", "informes", "menu_engineering", "stock"] as const;
type View = (typeof VIEWS)[number] | "predictions";

function isView(value: string | null): value is View {
  return value === "predictions" || (VIEWS as readonly string[]).includes(value ?? "");
}

/**
 * /reports (spec §2 Reports views): Dashboard, Sales, Expenses, Informes and menu engineering
 * over one range of the local's days, chosen with the spec's presets. Yesterday by default: the
 * owner's morning. The stock report shows where the local bought stock; `?view=` opens a view
 * (the stock page links to its report).
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const askedView = params.get("view");
  const [view, setView] = useState<View>(isView(askedView) ? askedView : "dashboard");
  const local = useLocalInfo();
  const hasStock = local.data ? parseModules(local.data.modules).has("stock") : false;
  const views = VIEWS.filter((name) => name !== "stock" || hasStock);
  // A link to the stock view opened where stock is not bought lands on the dashboard.
  const shown: View = view === "stock" && local.data && !hasStock ? "dashboard" : view;
  const [range, setRange] = useState<DateRange>(() => presetRange("yesterday", new Date(), appTimeZone()));
  const asked: Range = { date_from: range.from, date_to: range.to };
  return (
    <PageFrame section="reports">
      <Group align="flex-end" wrap="wrap">
        <DateRangePicker label={t("reports.range")} value={range} onChange={setRange} />
      </Group>
      <Tabs value={shown} onChange={(next) => next && setView(next as View)} keepMounted={false}>
        <Tabs.List>
          {views.map((name) => (
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
        {hasStock && (
          <Tabs.Panel value="stock" pt="md">
            <StockReportView range={asked} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="predictions" pt="md">
          <PredictionsView range={asked} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
