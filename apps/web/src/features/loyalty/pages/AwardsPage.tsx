import { type Award, hasPermission } from "@comanda/domain";
import { Badge, Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import { useBarMenu } from "../../requests/orders-api";
import { useLocalMoney } from "../../settings/use-local-money";
import { AwardForm } from "../components/AwardForm";
import { AWARDS, calendarDayText } from "../loyalty-api";

/** undefined: closed; null: a new one; an award: editing it. */
type Editing = Award | null | undefined;

/** Awards (spec §2 /awards/list): what clients get for their points, a product free or a discount. */
export default function AwardsPage() {
  const { t, i18n } = useTranslation();
  const money = useLocalMoney();
  const menu = useBarMenu();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canCreate = hasPermission(granted, actions, "awards.create");
  const canUpdate = hasPermission(granted, actions, "awards.update");
  const [editing, setEditing] = useState<Editing>(undefined);
  const list = useEntityList<Award>({ collection: AWARDS, restoreBody: (award) => ({ name: award.name }) });
  const productName = new Map((menu.data?.results ?? []).map((product) => [product.id, product.name]));

  const gives = (award: Award) => {
    if (award.gives === "product")
      return t("loyalty.awards.givesProduct", { product: productName.get(award.product ?? 0) ?? "" });
    return award.discount_type === "percent"
      ? t("loyalty.offers.percentValue", { value: award.price })
      : money.amount(award.price ?? 0);
  };
  const day = (date: string) => calendarDayText(date, i18n.language);
  const validity = ({ start_date: start, end_date: end }: Award) => {
    if (start !== null && end !== null)
      return t("loyalty.offers.datesValue", { start: day(start), end: day(end) });
    if (start !== null) return t("loyalty.awards.from", { start: day(start) });
    if (end !== null) return t("loyalty.awards.until", { end: day(end) });
    return t("loyalty.awards.always");
  };
  const columns: ListColumn<Award>[] = [
    {
      key: "name",
      label: t("loyalty.awards.columns.name"),
      render: (award) => (
        <>
          {award.image && (
            <img
              src={award.image}
              alt=""
              width={32}
              height={32}
              loading="lazy"
              style={{ objectFit: "cover", borderRadius: 4, verticalAlign: "middle", marginRight: 8 }}
            />
          )}
          {award.name}{" "}
          {!award.is_active && (
            <Badge color="gray" variant="light">
              {t("loyalty.awards.inactive")}
            </Badge>
          )}
        </>
      ),
    },
    { key: "points", label: t("loyalty.awards.columns.points"), render: (award) => String(award.points) },
    { key: "gives", label: t("loyalty.awards.columns.gives"), render: gives },
    {
      key: "validity",
      label: t("loyalty.awards.columns.validity"),
      render: validity,
    },
  ];
  if (canUpdate && !list.isDeletedView) {
    columns.push({
      key: "actions",
      label: t("loyalty.awards.columns.actions"),
      render: (award) => <EditButton name={award.name} onClick={() => setEditing(award)} />,
    });
  }

  return (
    <PageFrame
      section="awards"
      actions={
        canCreate && (
          <Button size="lg" leftSection={<IconPlus aria-hidden size={18} />} onClick={() => setEditing(null)}>
            {t("loyalty.awards.new")}
          </Button>
        )
      }
    >
      <ListView
        list={list}
        columns={columns}
        rowName={(award) => award.name}
        emptyTitle={t("loyalty.awards.empty")}
        emptyText={canCreate ? t("loyalty.awards.emptyText") : undefined}
        canDelete={hasPermission(granted, actions, "awards.delete")}
        canRestore={canUpdate}
      />
      {editing !== undefined && (
        <AwardForm award={editing ?? undefined} onClose={() => setEditing(undefined)} />
      )}
    </PageFrame>
  );
}
