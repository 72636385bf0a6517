import { DOWNLOAD_FORMATS, type DownloadFormat } from "@comanda/domain";
import { Button, Group, Stack } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { type DownloadRequest, useDownload } from "../reports-api";
import { DownloadProgressBar } from "./DownloadProgressBar";

/** A report's files (XLSX, CSV, PDF) in the local's language, currency and time zone. */
export function DownloadButtons({
  path,
  name,
  params,
  formats = DOWNLOAD_FORMATS,
}: Omit<DownloadRequest, "format"> & { formats?: readonly DownloadFormat[] }) {
  const { t } = useTranslation();
  const download = useDownload();
  return (
    <Stack gap={4}>
      <Group gap="xs">
        {formats.map((format) => (
          <Button
            key={format}
            variant="light"
            leftSection={<IconDownload size={18} />}
            loading={download.isPending && download.variables?.format === format}
            disabled={download.isPending && download.variables?.format !== format}
            onClick={() =>
              download.mutate({ path, name, params, format }, { onError: (error) => notify(error.message) })
            }
          >
            {t(`reports.download.${format}`)}
          </Button>
        ))}
      </Group>
      {download.progress && <DownloadProgressBar progress={download.progress} />}
    </Stack>
  );
}
