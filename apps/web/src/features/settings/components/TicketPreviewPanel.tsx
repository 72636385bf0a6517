import { type Settings, TICKET_PREVIEW_COLUMNS } from "@comanda/domain";
import { Paper, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceSelect } from "../../../ui/form/ChoiceSelect";
import { SegmentedField } from "../../../ui/form/SegmentedField";
import { ErrorState, LoadingState } from "../../../ui/states";
import { type PreviewGroup, useTicketPreview } from "../settings-api";

/** Typing waits this long before the ticket is drawn again. */
const DEBOUNCE_MS = 400;

/** What the person picked: a printer, a bare width (a local without printers), or nothing yet. */
type Choice = { printer_id: number } | { columns: number } | Record<string, never>;

/**
 * A sample ticket drawn by the printers' renderer on the server with the form's unsaved
 * values, at the width of one of the local's printers (at first the one these tickets
 * usually go to; the server says which). Shown in a sandboxed frame, like the print queue's
 * preview: the ticket's texts are what people type, and must never run as the app's code.
 */
export function TicketPreviewPanel<G extends PreviewGroup>({
  group,
  settings,
}: {
  group: G;
  /** The form's values as the group's settings; undefined while they break a rule. */
  settings: Settings<G> | undefined;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>({});
  const [settled] = useDebouncedValue(settings, DEBOUNCE_MS);
  const preview = useTicketPreview(group, settled && { settings: settled, ...choice });
  const title = t("settings.preview.title");
  const printers = preview.data?.printers ?? [];
  return (
    <Stack gap="sm">
      {printers.length > 0 ? (
        <ChoiceSelect
          label={t("settings.preview.printer")}
          required
          rows={printers.map((printer) => ({
            id: printer.id,
            name: t("settings.preview.printerColumns", { name: printer.name, count: printer.columns }),
          }))}
          value={preview.data?.printer_id != null ? String(preview.data.printer_id) : null}
          onChange={(value) => value && setChoice({ printer_id: Number(value) })}
        />
      ) : (
        preview.data && (
          <SegmentedField
            label={t("settings.preview.width")}
            data={TICKET_PREVIEW_COLUMNS.map((count) => ({
              value: String(count),
              label: t("settings.preview.columns", { count }),
            }))}
            value={String(preview.data.columns)}
            onChange={(value) => setChoice({ columns: Number(value) })}
          />
        )
      )}
      {!settings && (
        <Text c="dimmed" size="md">
          {t("settings.preview.invalid")}
        </Text>
      )}
      {preview.isError ? (
        <ErrorState onRetry={() => void preview.refetch()} />
      ) : preview.data ? (
        <Paper withBorder p={0} style={{ overflow: "auto", opacity: preview.isPlaceholderData ? 0.6 : 1 }}>
          <iframe
            title={title}
            sandbox=""
            srcDoc={preview.data.html}
            style={{ width: "100%", height: "70vh", border: 0, background: "white", display: "block" }}
          />
        </Paper>
      ) : (
        settings && <LoadingState />
      )}
    </Stack>
  );
}
