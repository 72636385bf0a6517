import { Button, Group, Stack, Text } from "@mantine/core";
import { IconMail, IconPrinter } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../ui/form/TextField";

export interface ClosingTicketChoiceProps {
  /** A table's closing is worded as such; any other order's as an order's. */
  isTable: boolean;
  /** The ticket settings print it on every closing: it cannot be left out here. */
  autoPrint: boolean;
  print: boolean;
  onPrint: (print: boolean) => void;
  isEmailing: boolean;
  onEmailing: (isEmailing: boolean) => void;
  email: string;
  onEmail: (email: string) => void;
  /** Already translated. */
  emailError: string | undefined;
}

/**
 * The whole order's ticket, chosen before the closing tap: once closed, the waiter is back on
 * the tables at once, and the ticket is printed or e-mailed on the way.
 */
export function ClosingTicketChoice({
  isTable,
  autoPrint,
  print,
  onPrint,
  isEmailing,
  onEmailing,
  email,
  onEmail,
  emailError,
}: ClosingTicketChoiceProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text fw={600}>{t("requests.payment.ticket.title")}</Text>
      <Group grow gap="xs">
        {/* Printed anyway: said as a fact with its printer, not a greyed button that reads as broken. */}
        {autoPrint ? (
          <Group gap="xs" wrap="nowrap" data-testid="ticket-auto-print">
            <IconPrinter aria-hidden size={24} />
            <Text size="sm">
              {t(isTable ? "requests.payment.ticket.autoPrint" : "requests.payment.ticket.autoPrintOrder")}
            </Text>
          </Group>
        ) : (
          <Button
            size="lg"
            variant={print ? "filled" : "default"}
            aria-pressed={print}
            leftSection={<IconPrinter aria-hidden size={20} />}
            onClick={() => onPrint(!print)}
          >
            {t("requests.payment.ticket.print")}
          </Button>
        )}
        <Button
          size="lg"
          variant={isEmailing ? "filled" : "default"}
          aria-pressed={isEmailing}
          leftSection={<IconMail aria-hidden size={20} />}
          onClick={() => onEmailing(!isEmailing)}
        >
          {t("requests.payment.ticket.email")}
        </Button>
      </Group>
      {isEmailing && (
        <TextField
          label={t("requests.payment.ticket.emailLabel")}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={onEmail}
          error={emailError}
        />
      )}
    </Stack>
  );
}
