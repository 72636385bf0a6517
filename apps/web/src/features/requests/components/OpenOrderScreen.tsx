import { isClosedOrderStatus } from "@comanda/domain";
import { Button, Stack } from "@mantine/core";
import { IconArrowLeft, IconUserEdit } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { OrderLoyaltyPanel } from "../../loyalty/components/OrderLoyaltyPanel";
import { orderDraftScope } from "../draft-storage";
import { useHasDraft, useOrderDraft } from "../order-draft-store";
import { lineBodies, useBarCategories, useBarMenu, useEditCommand, useOrder } from "../orders-api";
import { BAR_PATH, DELIVERY_PATH, openCommandPath } from "../request-paths";
import { OrderCharging } from "./OrderCharging";
import { OrderEntry } from "./OrderEntry";
import { TakeawayDetailsDialog } from "./TakeawayDetailsDialog";

/**
 * An open bar, pickup or delivery order on the order screen: a new round for it, its lines
 * changed, and its charge. A table's command found here is shown as one.
 */
export function OpenOrderScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useOrder(id);
  const menu = useBarMenu();
  const categories = useBarCategories();
  const edit = useEditCommand();
  const draft = useOrderDraft(orderDraftScope(id));
  const hasDraft = useHasDraft(draft);
  const isTable = order.data?.kind === "local";
  const [isEditingDetails, setIsEditingDetails] = useState(false);

  useEffect(() => {
    if (isTable) navigate(openCommandPath(id), { replace: true });
  }, [isTable, id, navigate]);

  const backPath = order.data?.kind === "barra" ? BAR_PATH : DELIVERY_PATH;
  const back = (
    <Button
      size="lg"
      variant="default"
      leftSection={<IconArrowLeft aria-hidden size={20} />}
      onClick={() => navigate(backPath)}
    >
      {t(order.data?.kind === "barra" ? "requests.bar.title" : "requests.takeawayOrder.back")}
    </Button>
  );
  const queries = [order, menu, categories];
  if (queries.some((query) => query.isError))
    return (
      <PageFrame section="new_request" actions={back}>
        <ErrorState onRetry={() => queries.forEach((query) => void query.refetch())} />
      </PageFrame>
    );
  if (!order.data || !menu.data || !categories.data || isTable) return <LoadingState />;
  const current = order.data;
  const name = t(`requests.cards.kind.${current.kind}`, { id: current.id });
  if (isClosedOrderStatus(current.status))
    return (
      <PageFrame section="new_request" actions={back}>
        <EmptyState title={t("requests.order.closedOrder", { order: name })} />
      </PageFrame>
    );

  const takeaway =
    current.kind === "recoger" || current.kind === "domicilio"
      ? { ...current, kind: current.kind }
      : undefined;
  const submit = () =>
    edit.mutate(
      { order: current, change: { products: lineBodies(draft.lines()) }, idempotencyKey: draft.sendKey() },
      {
        onSuccess: () => {
          notify(t("requests.order.roundSent", { order: name }), "success");
          draft.clear();
        },
        onError: (error) => handleApiError(error, navigate, { retry: submit }),
      },
    );

  return (
    <PageFrame section="new_request" title={name} actions={back}>
      <OrderEntry
        draft={draft}
        menu={menu.data}
        categories={categories.data.results}
        zoneId={null}
        aside={
          <Stack gap="sm">
            {takeaway && (
              <Button
                size="lg"
                variant="default"
                fullWidth
                leftSection={<IconUserEdit aria-hidden size={20} />}
                onClick={() => setIsEditingDetails(true)}
              >
                {t("requests.takeaway.edit")}
              </Button>
            )}
            <OrderCharging order={current} tableName={name} hasDraft={hasDraft} backPath={backPath} />
            <OrderLoyaltyPanel order={current} />
          </Stack>
        }
        title={name}
        tableName={name}
        order={current}
        onSend={submit}
        isSending={edit.isPending}
      />
      {takeaway && isEditingDetails && (
        <TakeawayDetailsDialog order={takeaway} orderName={name} onClose={() => setIsEditingDetails(false)} />
      )}
    </PageFrame>
  );
}
