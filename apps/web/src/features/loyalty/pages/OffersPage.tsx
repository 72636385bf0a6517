import { hasPermission, type Offer } from "@comanda/domain";
import { ActionIcon, Button, Group, Tooltip } from "@mantine/core";
import { IconPlus, IconQrcode } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import { useLocalMoney } from "../../settings/use-local-money";
import { OfferForm } from "../components/OfferForm";
import { calendarDayText, OFFERS, useOfferQr } from "../loyalty-api";

/** undefined: closed; null: a new one; an offer: editing it. */
type Editing = Offer | null | undefined;

/** Offers (spec §2 /offers/list): codes with a discount for some days, their limits and a printable QR. */
export default function OffersPage() {
  const { t, i18n } = useTranslation();
  const money = useLocalMoney();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canCreate = hasPermission(granted, actions, "offers.create");
  const canUpdate = hasPermission(granted, actions, "offers.update");
  const [editing, setEditing] = useState<Editing>(undefined);
  const qr = useOfferQr();
  const list = useEntityList<Offer>({ collection: OFFERS, restoreBody: (offer) => ({ code: offer.code }) });

  const limitText = (limit: number | null) => (limit === null ? t("loyalty.offers.noLimit") : String(limit));
  const columns: ListColumn<Offer>[] = [
    { key: "name", label: t("loyalty.offers.columns.name"), render: (offer) => offer.name },
    { key: "code", label: t("loyalty.offers.columns.code"), render: (offer) => offer.code },
    {
      key: "discount",
      label: t("loyalty.offers.columns.discount"),
      render: (offer) =>
        offer.discount_type === "percent"
          ? t("loyalty.offers.percentValue", { value: offer.price })
          : offer.discount_type === "fixed_price"
            ? t("loyalty.offers.fixedValue", { price: money.amount(offer.price) })
            : money.amount(offer.price),
    },
    {
      key: "dates",
      label: t("loyalty.offers.columns.dates"),
      render: (offer) =>
        t("loyalty.offers.datesValue", {
          start: calendarDayText(offer.start_date, i18n.language),
          end: calendarDayText(offer.end_date, i18n.language),
        }),
    },
    {
      key: "limits",
      label: t("loyalty.offers.columns.limits"),
      render: (offer) =>
        t("loyalty.offers.limitsValue", {
          total: limitText(offer.limit_uses),
          client: limitText(offer.limit_uses_client),
        }),
    },
  ];
  if (!list.isDeletedView) {
    columns.push({
      key: "actions",
      label: t("loyalty.offers.columns.actions"),
      render: (offer) => (
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={t("loyalty.offers.qrRow", { code: offer.code })}>
            <ActionIcon
              size="xl"
              variant="light"
              aria-label={t("loyalty.offers.qrRow", { code: offer.code })}
              loading={qr.isPending && qr.variables?.offer.id === offer.id}
              onClick={() =>
                qr.mutate({ offer, fileName: t("loyalty.offers.qrFileName", { code: offer.code }) })
              }
            >
              <IconQrcode aria-hidden size={22} />
            </ActionIcon>
          </Tooltip>
          {canUpdate && <EditButton name={offer.name} onClick={() => setEditing(offer)} />}
        </Group>
      ),
    });
  }

  return (
    <PageFrame
      section="offers"
      actions={
        canCreate && (
          <Button size="lg" leftSection={<IconPlus aria-hidden size={18} />} onClick={() => setEditing(null)}>
            {t("loyalty.offers.new")}
          </Button>
        )
      }
    >
      <ListView
        list={list}
        columns={columns}
        rowName={(offer) => offer.name}
        emptyTitle={t("loyalty.offers.empty")}
        emptyText={canCreate ? t("loyalty.offers.emptyText") : undefined}
        canDelete={hasPermission(granted, actions, "offers.delete")}
        canRestore={canUpdate}
      />
      {editing !== undefined && (
        <OfferForm offer={editing ?? undefined} onClose={() => setEditing(undefined)} />
      )}
    </PageFrame>
  );
}
