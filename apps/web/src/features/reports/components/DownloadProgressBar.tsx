import { Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { DownloadProgress } from "../reports-api";

/**
 * What a download is doing, as far as it is known: while the server writes the file there is no
 * measure (a moving bar says so), then the bytes received against the size the server gave.
 */
export function DownloadProgressBar({ progress }: { progress: DownloadProgress }) {
  const { t, i18n } = useTranslation();
  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language === "ch" ? "zh-CN" : i18n.language, {
      style: "unit",
      unit: "kilobyte",
      maximumFractionDigits: 0,
    }).format(Math.max(1, Math.round(bytes / 1024)));
  if (progress.phase === "preparing" || progress.total === null) {
    const label =
      progress.phase === "preparing"
        ? t("reports.download.preparing")
        : t("reports.download.received", { received: size(progress.received) });
    return (
      <Stack gap={2} w={260}>
        <Progress value={100} striped animated aria-label={label} />
        <Text fz="sm" c="dimmed" aria-live="polite">
          {label}
        </Text>
      </Stack>
    );
  }
  const percent = Math.min(100, Math.round((progress.received / progress.total) * 100));
  const label = t("reports.download.receiving", {
    received: size(progress.received),
    total: size(progress.total),
    percent,
  });
  return (
    <Stack gap={2} w={260}>
      <Progress value={percent} aria-label={label} />
      <Text fz="sm" c="dimmed" aria-live="polite">
        {label}
      </Text>
    </Stack>
  );
}
