import { Badge, Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { apiBlob } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { saveFile } from "../../../lib/save-file";
import { useMenuFormat } from "../../menu/components/recipes/useMenuFormat";
import {
  type PurchaseRow,
  useChangePurchaseStatus,
  useConvertPurchaseOrder,
  useEmailPurchaseOrder,
  useProviders,
  useSuggestPurchaseOrders,
} from "../stock-api";
import { DownloadButton } from "./DownloadButton";
import { PurchaseForm, type PurchaseKind } from "./PurchaseForm";
import { StockListTab } from "./StockListTab";

const STATUS_COLORS: Record<string, string> = {
  pending: "orange.9",
  bought: "blue.9",
  paid: "green.9",
  converted: "green.9",
};

/** Purchases (pending → bought → paid; bought receives them) or purchase orders (e-mail, PDF, convert). */
export function PurchasesTab({ kind }: { kind: PurchaseKind }) {
  const { t } = useTranslation();
  const format = useMenuFormat();
  const providers = useProviders();
  const providerName = new Map((providers.data ?? []).map((provider) => [provider.uuid, provider.name]));
  const changeStatus = useChangePurchaseStatus();
  const convert = useConvertPurchaseOrder();
  const email = useEmailPurchaseOrder();
  const suggest = useSuggestPurchaseOrders();
  const texts = `stock.${kind}`;

  const purchaseActions = (row: PurchaseRow) =>
    row.status === "pending" ? (
      <Button
        size="md"
        variant="light"
        loading={changeStatus.isPending}
        onClick={() =>
          changeStatus.mutate(
            { id: row.id, status: "bought" },
            { onSuccess: () => notify(t("stock.purchases.received", { serial: row.serial }), "success") },
          )
        }
      >
        {t("stock.purchases.receive")}
      </Button>
    ) : row.status === "bought" ? (
      <Button
        size="md"
        variant="light"
        loading={changeStatus.isPending}
        onClick={() => changeStatus.mutate({ id: row.id, status: "paid" })}
      >
        {t("stock.purchases.pay")}
      </Button>
    ) : null;

  const orderActions = (row: PurchaseRow) => (
    <Group gap="xs" wrap="nowrap" display="inline-flex">
      <Button
        size="md"
        variant="light"
        loading={email.isPending}
        onClick={() =>
          email.mutate(row.id, {
            onSuccess: (sent) => notify(t("stock.purchase_orders.emailed", { to: sent.to }), "success"),
          })
        }
      >
        {t("stock.purchase_orders.email")}
      </Button>
      <Button
        size="md"
        variant="subtle"
        onClick={async () =>
          saveFile(
            await apiBlob("/api/v1/bars_stocks/stock_purchase_orders_pdf", { body: { id: row.id } }),
            `${row.serial}.pdf`,
          )
        }
      >
        {t("stock.purchase_orders.pdf")}
      </Button>
      {row.status === "pending" && (
        <Button
          size="md"
          variant="light"
          loading={convert.isPending}
          onClick={() =>
            convert.mutate(
              { id: row.id },
              {
                onSuccess: (done) =>
                  notify(t("stock.purchase_orders.convertedTo", { serial: done.purchase.serial }), "success"),
              },
            )
          }
        >
          {t("stock.purchase_orders.convert")}
        </Button>
      )}
    </Group>
  );

  return (
    <StockListTab<PurchaseRow>
      collection={kind}
      rowName={(row) => row.serial}
      emptyTitle={t(`${texts}.empty`)}
      newLabel={t(`${texts}.new`)}
      canEdit={(row) => row.status === "pending"}
      actions={kind === "purchases" ? purchaseActions : orderActions}
      columns={[
        { key: "serial", label: t("stock.purchases.serial"), render: (row) => row.serial },
        { key: "date", label: t("stock.purchases.date"), render: (row) => row.date },
        {
          key: "provider",
          label: t("stock.purchases.provider"),
          render: (row) => providerName.get(row.provider_uuid) ?? "",
        },
        { key: "total", label: t("stock.purchases.total"), render: (row) => format.money(row.total_price) },
        {
          key: "status",
          label: t("stock.purchases.status"),
          render: (row) => (
            <Badge tt="none" size="lg" variant="light" color={STATUS_COLORS[row.status] ?? "gray.9"}>
              {t(`stock.statuses.${row.status}`)}
            </Badge>
          ),
        },
      ]}
      renderForm={(row, onClose) => <PurchaseForm kind={kind} row={row} onClose={onClose} />}
      tools={
        <>
          {kind === "purchase_orders" && (
            <Button
              size="lg"
              variant="light"
              loading={suggest.isPending}
              onClick={() =>
                suggest.mutate(undefined, {
                  onSuccess: (done) => {
                    notify(t("stock.purchase_orders.suggested", { count: done.created.length }), "success");
                    if (done.without_provider.length > 0) {
                      notify(
                        t("stock.purchase_orders.withoutProvider", {
                          names: done.without_provider.join(", "),
                        }),
                        "info",
                      );
                    }
                  },
                })
              }
            >
              {t("stock.purchase_orders.suggest")}
            </Button>
          )}
          <DownloadButton path={`/api/v1/bars_stocks/${kind}/download`} fileName={`${kind}.xlsx`} />
        </>
      }
    />
  );
}
