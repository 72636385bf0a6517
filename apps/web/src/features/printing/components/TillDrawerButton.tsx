import { Button, type ButtonProps } from "@mantine/core";
import { IconCashRegister } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { holdsAction, usePermissions } from "../../../app/permissions";
import { notify } from "../../../lib/notify";
import { useOpenTillDrawer } from "../printing-api";

/**
 * Opens this till's cash drawer without a sale (change, a count), for those allowed to; the
 * box report counts each opening. The server picks the drawer from the till signed in at.
 */
export function TillDrawerButton(visibility: Pick<ButtonProps, "visibleFrom" | "hiddenFrom">) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const open = useOpenTillDrawer();
  if (!holdsAction(permissions.data, "cashiers.open_drawer")) return null;
  return (
    <Button
      {...visibility}
      size="lg"
      variant="default"
      leftSection={<IconCashRegister aria-hidden size={18} />}
      loading={open.isPending}
      onClick={() =>
        open.mutate(undefined, { onSuccess: () => notify(t("printing.drawer.opened"), "success") })
      }
    >
      {t("printing.drawer.open")}
    </Button>
  );
}
