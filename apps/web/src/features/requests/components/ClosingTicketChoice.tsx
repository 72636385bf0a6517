import { Button, Group, Stack, Text } from "@mantine/core";
import { IconMail, IconPrinter } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../ui/form/TextField";

export interface ClosingTicketChoiceProps {
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
  const printing = autoPrint || print;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t("requests.payment.ticket.title")}</Text>
      <Group grow gap="xs">
        <Button
          size="lg"
          variant={printing ? "filled" : "default"}
          aria-pressed={printing}
          disabled={autoPrint}
          leftSection={<IconPrinter aria-hidden size={20} />}
          onClick={() => onPrint(!print)}
        >
          {t("requests.payment.ticket.print")}
        </Button>
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
      {autoPrint && (
        <Text size="sm" c="dimmed">
          {t("requests.payment.ticket.autoPrint")}
        </Text>
      )}
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
