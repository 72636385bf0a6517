import { hasPermission } from "@comanda/domain";
import { Button, Group, Modal, Select, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconDownload, IconPrinter } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../../app/permissions";
import { notify } from "../../../lib/notify";
import { NumberField } from "../../../ui/form/NumberField";
import { parseNumber } from "../../../ui/keyboard/input-rules";
import { LoadingState } from "../../../ui/states";
import { usePrinterChoices } from "../../printing/printing-api";
import {
  type BoxReport,
  useBoxReport,
  useDownloadBoxReport,
  usePrintBoxReport,
  useUpdateCashRegister,
} from "../cash-api";
import { BoxFiguresView } from "./BoxFiguresView";

export interface BoxReportDialogProps {
  reportId: number | undefined;
  onClose: () => void;
}

/** One closing: its figures, its cash count (which can be corrected) and its files. */
export function BoxReportDialog({ reportId, onClose }: BoxReportDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery("(max-width: 48em)");
  const report = useBoxReport(reportId);
  return (
    <Modal
      opened={reportId !== undefined}
      onClose={onClose}
      title={
        report.data &&
        t("cash.report.title", {
          type: t(`cash.closeTypes.${report.data.close_type}`),
          serial: report.data.serial,
        })
      }
      size="90rem"
      fullScreen={isPhone}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {report.data ? <BoxReportView key={report.data.id} report={report.data} /> : <LoadingState />}
    </Modal>
  );
}

function BoxReportView({ report }: { report: BoxReport }) {
  const { t } = useTranslation();
  const update = useUpdateCashRegister();
  const download = useDownloadBoxReport();
  const print = usePrintBoxReport();
  const permissions = usePermissions();
  const canChoosePrinter = hasPermission(
    permissions.data?.permissions ?? {},
    permissions.data?.actions ?? [],
    "printers.view",
  );
  const [printer, setPrinter] = useState<string | null>(null);
  const [counted, setCounted] = useState(report.cash_register === null ? "" : String(report.cash_register));
  const save = () =>
    update.mutate(
      { id: report.id, cash_register: parseNumber(counted) ?? null },
      { onSuccess: () => notify(t("cash.report.countSaved"), "success") },
    );
  return (
    <Stack gap="md">
      <BoxFiguresView period={report} count={report} />
      <Group align="flex-end" wrap="wrap">
        <NumberField
          label={t("cash.figures.cash_register")}
          value={counted}
          onChange={setCounted}
          rule="positive"
          style={{ flex: "1 1 12rem" }}
        />
        <Button size="lg" onClick={save} loading={update.isPending}>
          {t("cash.report.saveCount")}
        </Button>
      </Group>
      <Group align="flex-end" wrap="wrap">
        {canChoosePrinter && <PrinterChoice value={printer} onChange={setPrinter} />}
        <Button
          size="lg"
          leftSection={<IconPrinter aria-hidden size={18} />}
          loading={print.isPending}
          onClick={() =>
            print.mutate(
              { id: report.id, ...(printer === null ? {} : { printer: Number(printer) }) },
              {
                onSuccess: (sent) =>
                  notify(t("cash.report.printed", { printer: sent.printer_name }), "success"),
              },
            )
          }
        >
          {t("cash.report.print")}
        </Button>
      </Group>
      <Group wrap="wrap">
        {(["pdf", "xlsx"] as const).map((format) => (
          <Button
            key={format}
            size="lg"
            variant="default"
            leftSection={<IconDownload aria-hidden size={18} />}
            loading={download.isPending && download.variables?.format === format}
            onClick={() => download.mutate({ report, format })}
          >
            {t(format === "pdf" ? "cash.report.downloadPdf" : "cash.report.downloadXlsx")}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** Where to print instead of the till's own printer; only for those who see the printers. */
function PrinterChoice({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const printers = usePrinterChoices();
  return (
    <Select
      size="lg"
      clearable
      label={t("cash.report.printer")}
      placeholder={t("cash.report.tillPrinter")}
      data={(printers.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
      value={value}
      onChange={onChange}
      style={{ flex: "1 1 12rem" }}
    />
  );
}
