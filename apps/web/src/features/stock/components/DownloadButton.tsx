import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiBlob } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";

/** Downloads a stock spreadsheet (spec §7 "file downloads for purchases, orders and products"). */
export function DownloadButton({
  path,
  params,
  fileName,
  label,
}: {
  path: string;
  params?: Record<string, string | undefined>;
  fileName: string;
  /** Where one list offers more than one format. */
  label?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="lg"
      variant="default"
      loading={busy}
      leftSection={<IconDownload aria-hidden size={18} />}
      onClick={async () => {
        setBusy(true);
        try {
          saveFile(await apiBlob(path, { params }), fileName);
        } finally {
          setBusy(false);
        }
      }}
    >
      {label ?? t("stock.download")}
    </Button>
  );
}
