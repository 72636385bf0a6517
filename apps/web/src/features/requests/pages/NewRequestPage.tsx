import { isClosedOrderStatus } from "@comanda/domain";
import { Button, Grid, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { useDistribution } from "../../floor/map-api";
import { OrderCharging } from "../components/OrderCharging";
import { ProductChoicesDialog } from "../components/ProductChoicesDialog";
import { ProductPicker } from "../components/ProductPicker";
import { TicketPanel } from "../components/TicketPanel";
import {
  addToDraft,
  changeDraftQty,
  draftChoiceNames,
  draftLineCents,
  type KeyedDraftLine,
  productPriceCents,
  productTrees,
} from "../order-draft";
import { type BarProduct, useBarCategories, useBarMenu, useCommand, useSendCommand } from "../orders-api";
import { orderTargetOf, TABLES_PATH } from "../request-paths";

const newKey = () => crypto.randomUUID();

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
  const [draft, setDraft] = useState<KeyedDraftLine[]>([]);
  const [choosing, setChoosing] = useState<BarProduct>();
  // One per round being taken: a retry after a failure is recognised by the server, so the
  // round is never added twice; a change of the round makes it a new request.
  const [sendKey, setSendKey] = useState(newKey);

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
        <EmptyState title={t("requests.order.pickTable")} />
      </PageFrame>
    );
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
  const barMenu = menu.data;

  const changeDraft = (next: KeyedDraftLine[]) => {
    setDraft(next);
    setSendKey(newKey());
  };
  const pick = (product: BarProduct) => {
    if (productTrees(product, barMenu).length > 0) setChoosing(product);
    else changeDraft(addToDraft(draft, { product: product.id, qty: 1, modifiers: [], details: "" }, newKey));
  };
  const submit = () => {
    if (tableId == null) return;
    send.mutate(
      {
        commandId: target.kind === "open" ? target.command : undefined,
        table: tableId,
        guests,
        lines: draft,
        idempotencyKey: sendKey,
      },
      {
        onSuccess: () => {
          notify(t("requests.order.sent", { table: tableName }), "success");
          setDraft([]);
          setSendKey(newKey());
          navigate(TABLES_PATH);
        },
        onError: (error) => handleApiError(error, navigate, { retry: submit }),
      },
    );
  };

  const order = command.data;

  return (
    <PageFrame section="new_request" actions={back}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <ProductPicker
            products={barMenu.results}
            categories={categories.data.results}
            zoneId={zoneId}
            onPick={pick}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="sm">
            {order && <OrderCharging order={order} tableName={tableName} hasDraft={draft.length > 0} />}
            <TicketPanel
              title={t("requests.order.ticketTitle", { table: tableName, count: guests })}
              sent={command.data?.products ?? []}
              draft={draft}
              nameOf={(id) => barMenu.results.find((product) => product.id === id)?.name ?? ""}
              draftCents={(line) => draftLineCents(line, barMenu, zoneId)}
              draftChoices={(line) => draftChoiceNames(line, barMenu)}
              onQty={(key, delta) => changeDraft(changeDraftQty(draft, key, delta))}
              onSend={submit}
              isSending={send.isPending}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <ProductChoicesDialog
        product={
          choosing && {
            id: choosing.id,
            name: choosing.name,
            trees: productTrees(choosing, barMenu),
            unitCents: productPriceCents(choosing, zoneId),
          }
        }
        onClose={() => setChoosing(undefined)}
        onAdd={({ modifiers, details }) => {
          if (choosing)
            changeDraft(addToDraft(draft, { product: choosing.id, qty: 1, modifiers, details }, newKey));
          setChoosing(undefined);
        }}
      />
    </PageFrame>
  );
}
