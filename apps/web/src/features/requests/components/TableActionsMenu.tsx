import { Button, Menu } from "@mantine/core";
import { IconArrowsExchange, IconBan, IconChevronDown, IconLink } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Order } from "../order-types";
import { useCan } from "../table-actions-api";
import { ChangeTableDialog } from "./ChangeTableDialog";
import { FuseTablesDialog } from "./FuseTablesDialog";
import { InvalidateDialog } from "./InvalidateDialog";

export interface TableActionsMenuProps {
  order: Order;
  tableName: string;
}

type Action = "change" | "fuse" | "invalidate";

/** A touch target a finger hits in a dropdown, as the app's other large buttons. */
const ITEM_STYLES = { item: { minHeight: 52, fontSize: "var(--mantine-font-size-lg)" } };

/**
 * What else can be done with an open command: move it to another table, join another table's
 * into it, or invalidate it. Invalidating is offered to everyone: who lacks the permission
 * gets a manager to authorise it in the dialog.
 */
export function TableActionsMenu({ order, tableName }: TableActionsMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Action>();
  const canUpdate = useCan("requests_tables.update") !== false;
  const close = () => setOpen(undefined);
  return (
    <>
      {/* Without the initial-focus placeholder: a focusable element inside role="menu" that is
          not a menu item is an accessibility error (axe). Arrow keys still move through items. */}
      <Menu
        position="bottom-end"
        shadow="md"
        width={260}
        styles={ITEM_STYLES}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <Button size="lg" variant="default" rightSection={<IconChevronDown aria-hidden size={20} />}>
            {t("requests.tableActions.menu")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {canUpdate && (
            <Menu.Item
              leftSection={<IconArrowsExchange aria-hidden size={22} />}
              onClick={() => setOpen("change")}
            >
              {t("requests.tableActions.change")}
            </Menu.Item>
          )}
          {canUpdate && (
            <Menu.Item leftSection={<IconLink aria-hidden size={22} />} onClick={() => setOpen("fuse")}>
              {t("requests.tableActions.fuse")}
            </Menu.Item>
          )}
          <Menu.Item
            c="red.9"
            leftSection={<IconBan aria-hidden size={22} />}
            onClick={() => setOpen("invalidate")}
          >
            {t("requests.tableActions.invalidate")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangeTableDialog order={order} tableName={tableName} opened={open === "change"} onClose={close} />
      <FuseTablesDialog order={order} tableName={tableName} opened={open === "fuse"} onClose={close} />
      <InvalidateDialog order={order} tableName={tableName} opened={open === "invalidate"} onClose={close} />
    </>
  );
}
