import type { ProcessStatus } from "@comanda/domain";
import { Button, Group, Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { useSettingsGroup } from "../../settings/settings-api";
import { DeliveryAcceptDialog } from "../components/DeliveryAcceptDialog";
import { DeliveryColumns } from "../components/DeliveryColumns";
import { DeliveryDealerSelect } from "../components/DeliveryDealerSelect";
import { DeliveryOrderCard, useDeliveryTitle } from "../components/DeliveryOrderCard";
import { HandOverDialog } from "../components/HandOverDialog";
import { playNewOrderChime } from "../components/new-order-chime";
import {
  type DeliveryOrder,
  useAcceptOrder,
  useAssignDealer,
  useChangeProcessStatus,
  useCloseAllDeliveries,
  useDealers,
  useDeliveryBoard,
} from "../delivery-api";
import { boardOf, closableCount, newIncoming, nextStepOf } from "../delivery-board";
import { openOrderPath } from "../request-paths";

/**
 * The pickup and delivery board: web orders to accept on top, then every open pickup and
 * delivery order in the column of its step. Realtime reads the board again on every change of
 * an order, so what one till does shows on the others within a second.
 */
export default function DeliveryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  /** A failed call says why; when the network lost it, the toast offers to send it again. */
  const onError = (retry: () => void) => (error: unknown) => handleApiError(error, navigate, { retry });
  // Actions show to everyone who sees the board: a refused one asks for a manager (override).
  const board = useDeliveryBoard();
  const dealers = useDealers();
  const global = useSettingsGroup("global");
  const domicilePickup = useSettingsGroup("domicile_pickup");
  const delays = domicilePickup.data?.allow_order_time_delay ? domicilePickup.data.orders_time : [];
  const accept = useAcceptOrder();
  const move = useChangeProcessStatus();
  const assign = useAssignDealer();
  const closeAll = useCloseAllDeliveries();
  const titleOf = useDeliveryTitle();
  const [accepting, setAccepting] = useState<DeliveryOrder>();
  const [refusing, setRefusing] = useState<DeliveryOrder>();
  const [isClosingAll, setClosingAll] = useState(false);
  const [handingOver, setHandingOver] = useState<number>();
  const seen = useRef<Set<number>>(undefined);
  const soundOn = global.data?.new_request_sound ?? false;
  const orders = board.data;
  const { incoming, columns } = boardOf(orders ?? []);

  // A web order arriving rings (global new_request_sound); the first load does not.
  useEffect(() => {
    if (!orders) return;
    const waiting = boardOf(orders).incoming;
    if (soundOn && newIncoming(seen.current, waiting).length > 0) playNewOrderChime();
    seen.current = new Set(waiting.map((order) => order.id));
  }, [orders, soundOn]);

  const answer = (order: DeliveryOrder, isAccepted: boolean, delay?: number): void =>
    accept.mutate(
      { id: order.id, is_accepted: isAccepted, ...(delay === undefined ? {} : { order_time_delay: delay }) },
      {
        onSuccess: () => {
          notify(
            t(isAccepted ? "requests.delivery.accepted" : "requests.delivery.refused", { id: order.id }),
            "success",
          );
          setAccepting(undefined);
          setRefusing(undefined);
        },
        onError: onError(() => answer(order, isAccepted, delay)),
      },
    );

  const closeEverything = (): void =>
    closeAll.mutate(
      {},
      {
        onSuccess: (closed) => {
          notify(t("requests.delivery.closedAll", { count: closed.total }), "success");
          setClosingAll(false);
        },
        onError: onError(closeEverything),
      },
    );

  if (board.isPending) return <LoadingState />;
  if (board.isError)
    return (
      <PageFrame section="delivery">
        <ErrorState onRetry={() => void board.refetch()} />
      </PageFrame>
    );

  const closable = closableCount(board.data);
  const isMoving = (order: DeliveryOrder) => move.isPending && move.variables?.id === order.id;
  const isAssigning = (order: DeliveryOrder) => assign.isPending && assign.variables?.id === order.id;
  const moveTo = (id: number, process_status: ProcessStatus): void =>
    move.mutate({ id, process_status }, { onError: onError(() => moveTo(id, process_status)) });
  const assignTo = (id: number, dealer: number | null): void =>
    assign.mutate({ id, dealer }, { onError: onError(() => assignTo(id, dealer)) });

  const boardCard = (order: DeliveryOrder) => {
    const next = nextStepOf(order);
    return (
      <DeliveryOrderCard key={order.id} order={order}>
        <Button size="lg" variant="default" fullWidth onClick={() => navigate(openOrderPath(order.id))}>
          {t("requests.delivery.openOrder")}
        </Button>
        {order.kind === "domicilio" && (
          <DeliveryDealerSelect
            dealer={order.dealer}
            dealers={dealers.data}
            isDisabled={isAssigning(order)}
            onAssign={(dealer) => assignTo(order.id, dealer)}
          />
        )}
        {next && (
          <Button
            size="lg"
            fullWidth
            // Narrow columns on a till: a long step wraps instead of being cut.
            h="auto"
            mih={50}
            py={8}
            styles={{ label: { whiteSpace: "normal", textAlign: "center" } }}
            loading={isMoving(order)}
            // Money pending: charged first, or handed over unpaid on an override (issue 23).
            onClick={() =>
              next.status === "received" && order.pending > 0
                ? setHandingOver(order.id)
                : moveTo(order.id, next.status)
            }
            aria-label={t("requests.delivery.stepLabel", {
              title: titleOf(order),
              step: t(`requests.delivery.steps.${next.step}`),
            })}
          >
            {t(`requests.delivery.steps.${next.step}`)}
          </Button>
        )}
      </DeliveryOrderCard>
    );
  };

  const incomingCard = (order: DeliveryOrder) => (
    <DeliveryOrderCard key={order.id} order={order}>
      <SimpleGrid cols={2} spacing="xs">
        <Button
          size="lg"
          aria-label={t("requests.delivery.acceptLabel", { title: titleOf(order) })}
          loading={accept.isPending && accept.variables?.id === order.id && accept.variables.is_accepted}
          onClick={() => (delays.length > 0 ? setAccepting(order) : answer(order, true))}
        >
          {t("requests.delivery.accept")}
        </Button>
        <Button
          size="lg"
          variant="default"
          aria-label={t("requests.delivery.refuseLabel", { title: titleOf(order) })}
          onClick={() => setRefusing(order)}
        >
          {t("requests.delivery.refuse")}
        </Button>
      </SimpleGrid>
    </DeliveryOrderCard>
  );

  return (
    <PageFrame
      section="delivery"
      actions={
        <Button size="lg" variant="default" disabled={closable === 0} onClick={() => setClosingAll(true)}>
          {t("requests.delivery.closeAll")}
        </Button>
      }
    >
      <Stack gap="md">
        {incoming.length > 0 && (
          <Paper
            component="section"
            aria-labelledby="delivery-incoming"
            withBorder
            p="sm"
            radius="md"
            style={{ borderColor: "var(--mantine-color-orange-7)", borderWidth: 3 }}
            bg="orange.0"
          >
            <Group mb="sm">
              <Title order={2} size="h3" id="delivery-incoming">
                {t("requests.delivery.incoming", { count: incoming.length })}
              </Title>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {incoming.map(incomingCard)}
            </SimpleGrid>
          </Paper>
        )}
        {board.data.length === 0 ? (
          <EmptyState title={t("requests.delivery.empty")} />
        ) : (
          <DeliveryColumns columns={columns} renderCard={boardCard} />
        )}
      </Stack>
      <HandOverDialog
        key={handingOver}
        // Read from the board, so a part paid in the dialog shows at once.
        order={orders?.find((order) => order.id === handingOver)}
        onClose={() => setHandingOver(undefined)}
      />
      <DeliveryAcceptDialog
        order={accepting}
        delays={delays}
        isPending={accept.isPending}
        onAccept={(delay) => accepting && answer(accepting, true, delay)}
        onCancel={() => setAccepting(undefined)}
      />
      <ConfirmDialog
        opened={refusing !== undefined}
        title={refusing ? t("requests.delivery.refuseTitle", { id: refusing.id }) : ""}
        message={t("requests.delivery.refuseMessage")}
        confirmLabel={t("requests.delivery.refuse")}
        isDanger
        isPending={accept.isPending}
        onConfirm={() => refusing && answer(refusing, false)}
        onCancel={() => setRefusing(undefined)}
      />
      <ConfirmDialog
        opened={isClosingAll}
        title={t("requests.delivery.closeAllTitle")}
        message={t("requests.delivery.closeAllMessage", { count: closable })}
        confirmLabel={t("requests.delivery.closeAll")}
        isPending={closeAll.isPending}
        onConfirm={closeEverything}
        onCancel={() => setClosingAll(false)}
      />
    </PageFrame>
  );
}
