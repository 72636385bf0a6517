import { PRINTING_MESSAGES } from "@comanda/domain";
import { Button } from "@mantine/core";
import { IconCash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { handleApiError } from "../../../lib/api-errors";
import { navigateOutside } from "../../../lib/navigation-bridge";
import { notify } from "../../../lib/notify";
import { useOpenDrawer } from "../printing-api";

/**
 * Opens the drawer now and says whether it worked. An unreachable printer is named with the
 * drawer, which says more at the till than the printer's address; every other failure (a
 * virtual printer, a lost session) goes through the app's handler as usual.
 */
export function OpenDrawerButton({ cashier }: { cashier: { id: number; name: string } }) {
  const { t } = useTranslation();
  const open = useOpenDrawer();

  async function handleOpen() {
    try {
      await open.mutateAsync(cashier.id);
      notify(t("printing.cashiers.opened", { name: cashier.name }), "success");
    } catch (error) {
      if (error instanceof ApiError && error.code === PRINTING_MESSAGES.unreachable) {
        notify(t("printing.cashiers.unreachable", { name: cashier.name }));
      } else handleApiError(error, navigateOutside);
    }
  }

  return (
    <Button
      size="lg"
      variant="light"
      leftSection={<IconCash aria-hidden size={18} />}
      aria-label={t("printing.cashiers.openRow", { name: cashier.name })}
      loading={open.isPending}
      onClick={() => void handleOpen()}
    >
      {t("printing.cashiers.open")}
    </Button>
  );
}
