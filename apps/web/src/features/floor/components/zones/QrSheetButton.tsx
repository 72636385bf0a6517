import { Button } from "@mantine/core";
import { IconQrcode } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useQrSheetDownload } from "../../floor-api";

/** Downloads the zone's printable sheet of table QR codes; a zone without tables has nothing to print. */
export function QrSheetButton({ zone }: { zone: { id: number; name: string; tables: unknown[] } }) {
  const { t } = useTranslation();
  const download = useQrSheetDownload();
  return (
    <Button
      size="lg"
      variant="light"
      leftSection={<IconQrcode aria-hidden size={18} />}
      aria-label={t("floor.zones.qrSheetRow", { name: zone.name })}
      disabled={zone.tables.length === 0}
      loading={download.isPending}
      onClick={() => download.mutate(zone)}
    >
      {t("floor.zones.qrSheet")}
    </Button>
  );
}
