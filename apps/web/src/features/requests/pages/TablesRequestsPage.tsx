import {
  Alert,
  Button,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  useMatches,
} from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { IconCheck, IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { notify } from "../../../lib/notify";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { useReservedMark } from "../../bookings/reserved-tables";
import { TableMap } from "../../floor/components/map/TableMap";
import { type DistributionTable, useDistribution } from "../../floor/map-api";
import { useMoneyOptions } from "../../settings/use-local-money";
import { GuestsDialog } from "../components/GuestsDialog";
import { NewOrderMenu } from "../components/NewOrderMenu";
import { TableList } from "../components/TableList";
import { tablesWithDraft } from "../draft-storage";
import { useOpenCommands } from "../orders-api";
import { newCommandPath, openCommandPath } from "../request-paths";
import { useBlockTable, useCan } from "../table-actions-api";
import { commandDetails, commandsByTable, useNow, withUnsentMark } from "../table-details";

/** Below the plan: its frame's padding and the page's, so a till reaches every table without scrolling. */
const PLAN_BOTTOM_ROOM_PX = 32;

/** How often the busy tables' minutes are counted again while the floor stays on screen. */
const MINUTES_TICK_MS = 15_000;

type TablesView = "map" | "list";
/** The view this device last chose; until it chooses, a phone gets the list, a till the map. */
const VIEW_KEY = "comanda.tablesView";

/**
 * The floor as the waiters work it: each zone's tables with their live status (realtime
 * reads them again on every change), and under a busy table its guests, minutes and amount.
 * A free table opens with its guests; a busy one opens its command. In blocking mode a tap
 * blocks a free table or frees a blocked one instead, so it works the same on a phone.
 */
export default function TablesRequestsPage() {
  const { t } = useTranslation();
  const moneyOptions = useMoneyOptions();
  const navigate = useNavigate();
  const zones = useDistribution();
  const commands = useOpenCommands();
  const [zoneId, setZoneId] = useState<number>();
  const [opening, setOpening] = useState<DistributionTable>();
  const [isBlocking, setIsBlocking] = useState(false);
  const canBlock = useCan("tables.update") === true;
  const block = useBlockTable();
  const now = useNow(MINUTES_TICK_MS);
  // Tables booked for the coming hour say so under their name (issue 31).
  const markReserved = useReservedMark();
  const screenView = useMatches<TablesView>({ base: "list", sm: "map" }, { getInitialValueInEffect: false });
  const [chosenView, setChosenView] = useLocalStorage<TablesView | undefined>({
    key: VIEW_KEY,
    defaultValue: undefined,
    getInitialValueInEffect: false,
  });
  const view = chosenView === "map" || chosenView === "list" ? chosenView : screenView;

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
  const commandOf = commandsByTable(commands.data.results);
  const details = markReserved(
    withUnsentMark(
      commandDetails(commandOf, t, moneyOptions, now - commands.dataUpdatedAt),
      tablesWithDraft(),
      t("requests.tables.unsent"),
    ),
  );

  const toggleBlock = (table: DistributionTable) => {
    if (table.status === "busy" || table.status === "pendingPay") {
      notify(t("requests.tableActions.block.inUse", { table: table.name }));
      return;
    }
    const blocked = table.status !== "blocked";
    // A refusal is the app's usual toast (with a retry when the network lost the call).
    block.mutate(
      { id: table.id, blocked },
      {
        onSuccess: () =>
          notify(
            t(`requests.tableActions.block.${blocked ? "blocked" : "unblocked"}`, { table: table.name }),
            "success",
          ),
      },
    );
  };

  const choose = (id: number | null) => {
    const table = zone?.tables.find((candidate) => candidate.id === id);
    if (!table) return;
    if (isBlocking) {
      toggleBlock(table);
      return;
    }
    const command = commandOf.get(table.id);
    if (command) navigate(openCommandPath(command.id));
    else if (table.status === "blocked") notify(t("requests.tables.blocked", { table: table.name }), "info");
    else setOpening(table);
  };

  return (
    <PageFrame
      section="tables_requests"
      actions={
        <Group gap="sm">
          <NewOrderMenu />
          {canBlock && (
            <Button
              size="lg"
              variant={isBlocking ? "filled" : "default"}
              leftSection={
                isBlocking ? <IconCheck aria-hidden size={20} /> : <IconLock aria-hidden size={20} />
              }
              aria-pressed={isBlocking}
              onClick={() => setIsBlocking(!isBlocking)}
            >
              {t(`requests.tableActions.block.${isBlocking ? "done" : "start"}`)}
            </Button>
          )}
        </Group>
      }
    >
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
            <Group gap="sm">
              <Text c="dimmed" role="status">
                {t("requests.tables.openCount", { count: commandOf.size })}
              </Text>
              <SegmentedControl
                size="lg"
                aria-label={t("requests.tables.view")}
                value={view}
                onChange={(value) => setChosenView(value === "list" ? "list" : "map")}
                data={[
                  { value: "map", label: t("requests.tables.viewMap") },
                  { value: "list", label: t("requests.tables.viewList") },
                ]}
              />
            </Group>
          </Group>
          {isBlocking && (
            <Alert color="blue" icon={<IconLock aria-hidden size={20} />}>
              {t("requests.tableActions.block.hint")}
            </Alert>
          )}
          {zone.tables.length === 0 ? (
            <EmptyState title={t("requests.tables.noTables")} />
          ) : view === "list" ? (
            <TableList
              tables={zone.tables}
              label={t("requests.tables.listLabel", { zone: zone.name })}
              onSelect={choose}
              details={details}
            />
          ) : (
            <Paper withBorder p="xs">
              <TableMap
                plan={zone.style}
                tables={zone.tables}
                mode="live"
                fitScreenBelow={PLAN_BOTTOM_ROOM_PX}
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
