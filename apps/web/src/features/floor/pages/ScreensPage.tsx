import { hasPermission } from "@comanda/domain";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import { useTpvs } from "../../auth/api";
import { ScreenForm } from "../components/screens/ScreenForm";
import type { ScreenRow } from "../floor-api";

/** Kitchen screens: which till's orders each one shows, and which categories' lines. */
export default function ScreensPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canUpdate = hasPermission(granted, actions, "screens.update");
  // undefined: closed; null: a new one; a screen: editing it.
  const [editing, setEditing] = useState<ScreenRow | null | undefined>(undefined);
  const list = useEntityList<ScreenRow>({
    collection: "screens",
    restoreBody: (screen) => ({ id: screen.id }),
  });
  const tpvs = useTpvs();
  const tpvNames = new Map((tpvs.data?.results ?? []).map((tpv) => [tpv.id, tpv.name]));

  const columns: ListColumn<ScreenRow>[] = [
    { key: "name", label: t("floor.screens.name"), render: (screen) => screen.name },
    {
      key: "tpv",
      label: t("floor.screens.tpv"),
      render: (screen) =>
        screen.tpv === null ? t("floor.screens.allTpvs") : (tpvNames.get(screen.tpv) ?? t("floor.none")),
    },
    {
      key: "categories",
      label: t("floor.screens.categories"),
      render: (screen) => screen.categories.length,
    },
    {
      key: "show_various",
      label: t("floor.screens.various"),
      render: (screen) => (screen.show_various ? t("floor.yes") : t("floor.no")),
    },
  ];
  if (canUpdate && !list.isDeletedView) {
    columns.push({
      key: "edit",
      label: t("floor.actions"),
      render: (screen) => <EditButton name={screen.name} onClick={() => setEditing(screen)} />,
    });
  }

  return (
    <PageFrame
      section="screens"
      actions={
        hasPermission(granted, actions, "screens.create") && (
          <Button size="lg" leftSection={<IconPlus aria-hidden size={18} />} onClick={() => setEditing(null)}>
            {t("floor.screens.new")}
          </Button>
        )
      }
    >
      <ListView
        list={list}
        columns={columns}
        rowName={(screen) => screen.name}
        emptyTitle={t("floor.screens.empty")}
        canDelete={hasPermission(granted, actions, "screens.delete")}
        canRestore={canUpdate}
      />
      {editing !== undefined && (
        <ScreenForm
          key={editing?.id ?? "new"}
          screen={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </PageFrame>
  );
}
