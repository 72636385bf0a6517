import { DOWNLOAD_FORMATS } from "@comanda/domain";
import { Button, Group } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { type Range, useDownload } from "../reports-api";

/** XLSX and CSV of one report table, in the local's language, currency and time zone. */
export function DownloadButtons({
  group,
  report,
  range,
}: {
  group: "download_sales" | "download_expenses" | "download_informations";
  report: string;
  range: Range;
}) {
  const { t } = useTranslation();
  const download = useDownload();
  return (
    <Group gap="xs">
      {DOWNLOAD_FORMATS.map((format) => (
        <Button
          key={format}
          variant="light"
          leftSection={<IconDownload size={18} />}
          loading={download.isPending && download.variables?.format === format}
          onClick={() =>
            download.mutate({ group, report, range, format }, { onError: (error) => notify(error.message) })
          }
        >
          {t(`reports.download.${format}`)}
        </Button>
      ))}
    </Group>
  );
}
