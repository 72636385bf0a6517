import { Card, Group, SimpleGrid, Stack, Table, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useDateTime } from "../../cash/use-money";
import { useLocalMoney } from "../../settings/use-local-money";
import { type Range, useConsumptionsReport, useExpensesReport, useSubscriptionsReport } from "../reports-api";
import { ConsumptionTable } from "./ConsumptionTable";
import { DownloadButtons } from "./DownloadButtons";
import { ReportFigure } from "./ReportFigure";
import { ReportQuery } from "./ReportQuery";

/** Expenses: what went out, the other takings, and what the sales consumed. */
export function ExpensesView({ range }: { range: Range }) {
  const { t } = useTranslation();
  const money = useLocalMoney().amount;
  const when = useDateTime();
  const expenses = useExpensesReport(range);
  const takings = useSubscriptionsReport(range);
  const consumption = useConsumptionsReport(range);
  return (
    <Stack gap="lg">
      <ExpensesSection title={t("reports.expenses.title")} report="expenses_report" range={range}>
        <ReportQuery query={expenses}>
          {(data) => (
            <Stack gap="sm">
              <SimpleGrid cols={3}>
                <ReportFigure label={t("reports.expenses.total")} value={money(data.sum)} />
                <ReportFigure label={t("reports.expenses.payed")} value={money(data.sum_payed)} />
                <ReportFigure label={t("reports.expenses.pending")} value={money(data.sum_pending)} />
              </SimpleGrid>
              <Table striped verticalSpacing="sm" fz="md">
                <Table.Tbody>
                  {data.results.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{row.serial}</Table.Td>
                      <Table.Td>{when(row.created_at)}</Table.Td>
                      <Table.Td>{row.description}</Table.Td>
                      <Table.Td>{t(`reports.methods.${row.payed_with}`)}</Table.Td>
                      <Table.Td>
                        {t(`reports.expenses.${row.status === "pending" ? "pending" : "payed"}`)}
                      </Table.Td>
                      <Table.Td ta="right">{money(row.importe)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          )}
        </ReportQuery>
      </ExpensesSection>
      <ExpensesSection
        title={t("reports.expenses.takings")}
        report="economic_subscriptions_report"
        range={range}
      >
        <ReportQuery query={takings}>
          {(data) => (
            <Stack gap="sm">
              <ReportFigure label={t("reports.expenses.total")} value={money(data.sum)} />
              <Table striped verticalSpacing="sm" fz="md">
                <Table.Tbody>
                  {data.results.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{row.serial}</Table.Td>
                      <Table.Td>{when(row.created_at)}</Table.Td>
                      <Table.Td>{row.description}</Table.Td>
                      <Table.Td>{t(`reports.methods.${row.payment}`)}</Table.Td>
                      <Table.Td ta="right">{money(row.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          )}
        </ReportQuery>
      </ExpensesSection>
      <ExpensesSection title={t("reports.expenses.consumption")} report="consumptions_report" range={range}>
        <ReportQuery query={consumption}>{(data) => <ConsumptionTable report={data} />}</ReportQuery>
      </ExpensesSection>
    </Stack>
  );
}

/** One of the view's tables: its title and its downloads above it. */
function ExpensesSection({
  title,
  report,
  range,
  children,
}: {
  title: string;
  report: string;
  range: Range;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3} size="h4">
          {title}
        </Title>
        <DownloadButtons path={`download_expenses/${report}`} name={report} params={range} />
      </Group>
      {children}
    </Card>
  );
}
