import { isClosedOrderStatus } from "@comanda/domain";
import { Button, Group } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { useDistribution } from "../../floor/map-api";
import { OrderLoyaltyPanel } from "../../loyalty/components/OrderLoyaltyPanel";
import { MarchButton } from "../components/MarchButton";
import { OpenOrderScreen } from "../components/OpenOrderScreen";
import { OrderCharging } from "../components/OrderCharging";
import { OrderEntry } from "../components/OrderEntry";
import { TableActionsMenu } from "../components/TableActionsMenu";
import { TakeawayOrderScreen } from "../components/TakeawayOrderScreen";
import { useOrderEmployee } from "../components/useOrderEmployee";
import { tableDraftScope } from "../draft-storage";
import { useHasDraft, useOrderDraft } from "../order-draft-store";
import { useBarCategories, useBarMenu, useCommand, useSendCommand } from "../orders-api";
import { newCommandPath, orderTargetOf, TABLES_PATH } from "../request-paths";

/**
 * The order screen of a table: the menu on one side, the ticket on the other. Lines are
 * taken on the till and sent to the kitchen together as a round; a new table's first send
 * opens its command.
 */
export default function NewRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = orderTargetOf(params);
  const command = useCommand(target?.kind === "open" ? target.command : undefined);
  const zones = useDistribution();
  const menu = useBarMenu();
  const categories = useBarCategories();
  const send = useSendCommand();
  const employee = useOrderEmployee(target?.kind === "new");
  // One draft per table, whether it is being opened or already has a command: lines taken on a
  // free table that another waiter opened meanwhile are still there, as a new round.
  const draftTable = target?.kind === "new" ? target.table : command.data?.table;
  const draft = useOrderDraft(draftTable == null ? undefined : tableDraftScope(draftTable));
  const hasDraft = useHasDraft(draft);

  const back = (
    <Button
      size="lg"
      variant="default"
      leftSection={<IconArrowLeft aria-hidden size={20} />}
      onClick={() => navigate(TABLES_PATH)}
    >
      {t("requests.order.backToTables")}
    </Button>
  );

  if (!target)
    return (
      <PageFrame section="new_request" actions={back}>
        <EmptyState title={t("requests.order.tableRequired")} text={t("requests.order.pickTable")} />
      </PageFrame>
    );
  if (target.kind === "takeaway") return <TakeawayOrderScreen kind={target.orderKind} />;
  if (target.kind === "order") return <OpenOrderScreen id={target.order} />;
  const queries = [menu, categories, zones, ...(target.kind === "open" ? [command] : [])];
  if (queries.some((query) => query.isError))
    return (
      <PageFrame section="new_request" actions={back}>
        <ErrorState onRetry={() => queries.forEach((query) => void query.refetch())} />
      </PageFrame>
    );
  if (!menu.data || !categories.data || !zones.data || (target.kind === "open" && !command.data))
    return <LoadingState />;
  // Another till closed or cancelled it meanwhile (or an old link): nothing to add or charge.
  if (command.data && isClosedOrderStatus(command.data.status))
    return (
      <PageFrame section="new_request" actions={back}>
        <EmptyState title={t("requests.order.closedCommand", { table: command.data.table_name ?? "" })} />
      </PageFrame>
    );

  const tableId = target.kind === "open" ? command.data?.table : target.table;
  const table = zones.data.flatMap((zone) => zone.tables).find((candidate) => candidate.id === tableId);
  const zoneId = table?.zone_id ?? command.data?.zone ?? null;
  const guests = target.kind === "open" ? (command.data?.command_guests ?? 1) : target.guests;
  const tableName = table?.name ?? command.data?.table_name ?? "";
  const submit = () => {
    if (tableId == null) return;
    send.mutate(
      {
        commandId: target.kind === "open" ? target.command : undefined,
        table: tableId,
        guests,
        lines: draft.lines(),
        idempotencyKey: draft.sendKey(),
        worker: employee.worker,
      },
      {
        onSuccess: (answer) => {
          const joined = "joined" in answer && answer.joined === true;
          notify(
            t(joined ? "requests.order.joined" : "requests.order.sent", { table: tableName }),
            "success",
          );
          draft.clear();
          navigate(TABLES_PATH);
        },
        onError: (error) => handleApiError(error, navigate, { retry: submit }),
      },
    );
  };

  const order = command.data;

  return (
    <PageFrame
      section="new_request"
      title={t(order ? "requests.order.tableTitle" : "requests.order.newTableTitle", { table: tableName })}
      actions={
        <Group gap="sm">
          {back}
          {order && <TableActionsMenu order={order} tableName={tableName} />}
        </Group>
      }
    >
      <OrderEntry
        draft={draft}
        menu={menu.data}
        categories={categories.data.results}
        zoneId={zoneId}
        aside={
          <>
            {employee.element}
            {order && <OrderCharging order={order} tableName={tableName} hasDraft={hasDraft} />}
            {order && <OrderLoyaltyPanel order={order} />}
          </>
        }
        title={t("requests.order.ticketTitle", { table: tableName, count: guests })}
        tableName={tableName}
        order={order}
        guests={guests}
        onNewGuests={
          target.kind === "new"
            ? (count) => navigate(newCommandPath(target.table, count), { replace: true })
            : undefined
        }
        courseAction={
          order && ((course, lines) => <MarchButton order={order} course={course} lines={lines} />)
        }
        onSend={submit}
        isSending={send.isPending}
      />
    </PageFrame>
  );
}
