import { Button } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../../lib/notify";
import { ConfirmDialog } from "../../../../ui/ConfirmDialog";
import { useRegenerateQr } from "../../floor-api";

/** Gives a table a new QR code, after warning that the printed one stops working. */
export function NewQrButton({ table }: { table: { id: number; name: string } }) {
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  const regenerate = useRegenerateQr();

  async function handleConfirm() {
    try {
      await regenerate.mutateAsync(table.id);
      notify(t("floor.tables.newQrDone", { name: table.name }), "success");
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <Button
        size="lg"
        variant="default"
        leftSection={<IconRefresh aria-hidden size={18} />}
        aria-label={t("floor.tables.newQrRow", { name: table.name })}
        onClick={() => setConfirming(true)}
      >
        {t("floor.tables.newQr")}
      </Button>
      {isConfirming && (
        <ConfirmDialog
          opened
          title={t("floor.tables.newQrTitle", { name: table.name })}
          message={t("floor.tables.newQrText")}
          confirmLabel={t("floor.tables.newQrConfirm")}
          isDanger
          isPending={regenerate.isPending}
          onConfirm={() => void handleConfirm().catch(() => undefined)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
