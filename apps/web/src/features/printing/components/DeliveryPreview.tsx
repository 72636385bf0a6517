import { Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../../ui/states";
import { useDeliveryPreview } from "../print-queue-api";

/**
 * What a delivery prints, as the ticket's HTML. It is shown in a sandboxed frame: the
 * ticket's text comes from the menu and orders, and must not run as the app's code.
 */
export function DeliveryPreview({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const preview = useDeliveryPreview(id);
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ "aria-label": t("printing.queue.close") }}
      title={t("printing.queue.previewTitle", { id })}
      size="md"
    >
      {preview.isPending ? (
        <LoadingState />
      ) : preview.isError ? (
        <ErrorState onRetry={() => void preview.refetch()} />
      ) : preview.data.html ? (
        <iframe
          title={t("printing.queue.previewFrame", { id })}
          sandbox=""
          srcDoc={preview.data.html}
          style={{
            width: "100%",
            height: "60vh",
            border: "1px solid var(--mantine-color-gray-4)",
            background: "white",
          }}
        />
      ) : (
        <Text>{t("printing.queue.noPreview")}</Text>
      )}
    </Modal>
  );
}
