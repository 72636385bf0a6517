import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { ErrorState, LoadingState } from "../../../ui/states";
import { useSettingsGroup } from "../../settings/settings-api";
import { BarPayDialog } from "../components/BarPayDialog";
import { DevicePaymentDialog } from "../components/DevicePaymentDialog";
import { OpenBarOrders } from "../components/OpenBarOrders";
import { OrderEntry } from "../components/OrderEntry";
import { newOrderDraftScope } from "../draft-storage";
import { draftLineCents } from "../order-draft";
import { useOrderDraft } from "../order-draft-store";
import { useBarCategories, useBarMenu, useCreateOrder } from "../orders-api";
import { useDeviceCharging } from "../use-device-charging";

/**
 * The bar's fast flow: no table and no guests, just the products. Where the local closes bar
 * orders on payment (close_barra_order_auto), the ticket's button charges and closes at
 * once; otherwise it sends the order, which stays open on the cards until it is served.
 */
export default function NewBarRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menu = useBarMenu();
  const categories = useBarCategories();
  const global = useSettingsGroup("global");
  const create = useCreateOrder();
  const draft = useOrderDraft(newOrderDraftScope("barra"));
  // Taken when the waiter charges: the page does not follow the draft tap by tap.
  const [payingCents, setPayingCents] = useState<number>();
  const isPaying = payingCents !== undefined;
  // With the card terminal or the cash machine on, the order is made open and the device's
  // approval closes it; declined or cancelled, it stays open among the open bar orders.
  const devices = useDeviceCharging(undefined, {
    onClosed: (view) => notify(t("requests.bar.paid", { id: view.command }), "success"),
    onDismissed: () => notify(t("devices.barLeftOpen"), "info"),
  });

  const queries = [menu, categories, global];
  if (queries.some((query) => query.isError))
    return (
      <PageFrame section="new_bar_request">
        <ErrorState onRetry={() => queries.forEach((query) => void query.refetch())} />
      </PageFrame>
    );
  if (!menu.data || !categories.data || !global.data) return <LoadingState />;

  const barMenu = menu.data;
  const closesOnPayment = global.data.close_barra_order_auto;
  const draftCents = () =>
    draft.lines().reduce((sum, line) => sum + (draftLineCents(line, barMenu, null) ?? 0), 0);
  /** Sends the order; with a payment it is paid and closed as it is created, or on its device. */
  const send = (payment?: { card: boolean; tendered?: number }) => {
    const device =
      payment === undefined
        ? undefined
        : payment.card
          ? devices.on.terminal && ("dojo" as const)
          : devices.on.cashMachine && ("cashmatic" as const);
    create.mutate(
      {
        kind: "barra",
        lines: draft.lines(),
        fields: device
          ? { pay_on_device: true }
          : payment === undefined
            ? {}
            : { credit_card: payment.card, tendered: payment.tendered },
        idempotencyKey: draft.sendKey(),
      },
      {
        onSuccess: (order) => {
          setPayingCents(undefined);
          draft.clear();
          if (device) return devices.chargeAll(device, order.id);
          notify(t(closesOnPayment ? "requests.bar.paid" : "requests.bar.sent", { id: order.id }), "success");
        },
        onError: (error) => handleApiError(error, navigate, { retry: () => send(payment) }),
      },
    );
  };

  return (
    <PageFrame section="new_bar_request">
      <OrderEntry
        draft={draft}
        menu={barMenu}
        categories={categories.data.results}
        zoneId={null}
        aside={<OpenBarOrders />}
        title={t("requests.bar.title")}
        tableName={t("requests.bar.title")}
        order={undefined}
        onSend={() => (closesOnPayment ? setPayingCents(draftCents()) : send())}
        sendLabel={closesOnPayment ? t("requests.bar.charge") : undefined}
        isSending={create.isPending && !isPaying}
      />
      <BarPayDialog
        totalCents={payingCents}
        isPaying={create.isPending}
        onClose={() => setPayingCents(undefined)}
        onPay={send}
        cashOnMachine={devices.on.cashMachine}
      />
      <DevicePaymentDialog {...devices.dialog} />
    </PageFrame>
  );
}
