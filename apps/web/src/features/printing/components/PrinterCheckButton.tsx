import type { PrinterCheck } from "@comanda/domain";
import { Button, Group, Text } from "@mantine/core";
import { IconPlugConnected } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCheckPrinter } from "../printing-api";
import { checkReasonKey } from "../printing-forms";

/**
 * "Check": opens a connection to the printer and says, next to the button, whether it
 * answered, how long it took, and why not.
 */
export function PrinterCheckButton({ printer }: { printer: { id: number; name: string } }) {
  const { t } = useTranslation();
  const check = useCheckPrinter();
  const [result, setResult] = useState<PrinterCheck | null>(null);

  async function handleCheck() {
    setResult(null);
    setResult(await check.mutateAsync(printer.id));
  }

  function resultText(answer: PrinterCheck): string {
    if (answer.reachable) return t("printing.printers.check.reachable", { ms: answer.elapsed_ms });
    const key = checkReasonKey(answer);
    const reason = key ? t(key) : (answer.reason ?? "");
    return t("printing.printers.check.unreachable", { reason, ms: answer.elapsed_ms });
  }

  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="lg"
        variant="light"
        leftSection={<IconPlugConnected aria-hidden size={18} />}
        aria-label={t("printing.printers.check.row", { name: printer.name })}
        loading={check.isPending}
        onClick={() => void handleCheck().catch(() => undefined)}
      >
        {t("printing.printers.check.button")}
      </Button>
      <Text
        role="status"
        size="sm"
        fw={600}
        c={result === null ? undefined : result.reachable ? "green.8" : "red.8"}
      >
        {result && resultText(result)}
      </Text>
    </Group>
  );
}
