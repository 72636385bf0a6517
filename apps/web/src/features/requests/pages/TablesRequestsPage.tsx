import { type AppLanguage, formatAmount } from "@comanda/domain";
import { Group, Paper, ScrollArea, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { notify } from "../../../lib/notify";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { TableMap } from "../../floor/components/map/TableMap";
import { type DistributionTable, useDistribution } from "../../floor/map-api";
import { GuestsDialog } from "../components/GuestsDialog";
import { type Order, useOpenCommands } from "../orders-api";
import { newCommandPath, openCommandPath } from "../request-paths";

/**
 * The floor as the waiters work it: each zone's tables with their live status (realtime
 * reads them again on every change), and under a busy table its guests, minutes and amount.
 * A free table opens with its guests; a busy one opens its command.
 */
export default function TablesRequestsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const zones = useDistribution();
  const commands = useOpenCommands();
  const [zoneId, setZoneId] = useState<number>();
  const [opening, setOpening] = useState<DistributionTable>();

  if (zones.isPending || commands.isPending) return <LoadingState />;
  if (zones.isError || commands.isError)
    return (
      <ErrorState
        onRetry={() => {
          void zones.refetch();
          void commands.refetch();
        }}
      />
    );

  const zone = zones.data.find((candidate) => candidate.id === zoneId) ?? zones.data[0];
  const commandOf = new Map<number, Order>(
    commands.data.results.flatMap((order) => (order.table === null ? [] : [[order.table, order]])),
  );
  const details = new Map(
    [...commandOf].map(([tableId, order]) => [
      tableId,
      [
        t("requests.tables.guests", { count: order.command_guests }),
        t("requests.tables.minutes", { count: order.elapse_time }),
        formatAmount(order.total, { language: i18n.language as AppLanguage }),
      ],
    ]),
  );

  const choose = (id: number | null) => {
    const table = zone?.tables.find((candidate) => candidate.id === id);
    if (!table) return;
    const command = commandOf.get(table.id);
    if (command) navigate(openCommandPath(command.id));
    else if (table.status === "blocked") notify(t("requests.tables.blocked", { table: table.name }), "info");
    else setOpening(table);
  };

  return (
    <PageFrame section="tables_requests">
      {!zone ? (
        <EmptyState title={t("requests.empty")} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <ScrollArea type="auto" offsetScrollbars style={{ maxWidth: "100%" }}>
              <SegmentedControl
                size="lg"
                aria-label={t("requests.tables.zone")}
                value={String(zone.id)}
                onChange={(value) => setZoneId(Number(value))}
                data={zones.data.map((row) => ({ value: String(row.id), label: row.name }))}
              />
            </ScrollArea>
            <Text c="dimmed" role="status">
              {t("requests.tables.openCount", { count: commandOf.size })}
            </Text>
          </Group>
          {zone.tables.length === 0 ? (
            <EmptyState title={t("requests.tables.noTables")} />
          ) : (
            <Paper withBorder p="xs">
              <TableMap
                plan={zone.style}
                tables={zone.tables}
                mode="live"
                label={t("requests.tables.planLabel", { zone: zone.name })}
                onSelect={choose}
                details={details}
              />
            </Paper>
          )}
        </Stack>
      )}
      <GuestsDialog
        table={opening}
        onClose={() => setOpening(undefined)}
        onChoose={(guests) => {
          if (opening) navigate(newCommandPath(opening.id, guests));
          setOpening(undefined);
        }}
      />
    </PageFrame>
  );
}
