import type { CloseType } from "@comanda/domain";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { LoadingState } from "../../../ui/states";
import { UnresolvedCharges } from "../../payment-devices/UnresolvedCharges";
import { useCurrentBox } from "../cash-api";
import { BoxFiguresView } from "../components/BoxFiguresView";
import { BoxReportDialog } from "../components/BoxReportDialog";
import { BoxReportsList } from "../components/BoxReportsList";
import { CashMovementButton } from "../components/CashMovementDialog";
import { CloseBoxDialog } from "../components/CloseBoxDialog";
import { useDateTime } from "../use-money";

/** /printers/box_report: the shift's running totals, closing it (or the till), past closings. */
export default function BoxReportPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const current = useCurrentBox(undefined);
  const [closing, setClosing] = useState<CloseType>();
  const [openedId, setOpenedId] = useState<number>();
  return (
    <PageFrame
      section="box_report"
      actions={
        <Group wrap="wrap" gap="sm">
          <CashMovementButton />
          <Button
            size="lg"
            variant="light"
            onClick={() => setClosing("change_shift")}
            disabled={!current.data}
          >
            {t("cash.close.changeShift")}
          </Button>
          <Button size="lg" onClick={() => setClosing("close_box")} disabled={!current.data}>
            {t("cash.close.closeBox")}
          </Button>
        </Group>
      }
    >
      <Stack gap="lg">
        <UnresolvedCharges />
        <Card withBorder padding="md" component="section" aria-labelledby="box-current-title">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h4" id="box-current-title">
                {t("cash.current.title")}
              </Title>
              {current.data && (
                <Text c="dimmed" size="sm">
                  {current.data.period_start
                    ? t("cash.current.since", { date: when(current.data.period_start) })
                    : t("cash.current.sinceStart")}
                </Text>
              )}
            </Group>
            {current.data ? <BoxFiguresView period={current.data} /> : <LoadingState />}
          </Stack>
        </Card>
        <BoxReportsList onOpen={setOpenedId} />
      </Stack>
      {current.data && (
        <CloseBoxDialog
          closeType={closing}
          current={current.data}
          onClose={() => setClosing(undefined)}
          onClosed={(report) => {
            setClosing(undefined);
            setOpenedId(report.id);
          }}
        />
      )}
      <BoxReportDialog reportId={openedId} onClose={() => setOpenedId(undefined)} />
    </PageFrame>
  );
}
