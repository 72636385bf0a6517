import { Button, Group, Modal, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../ui/form/TextField";
import { ticketEmailProblem } from "../payment-draft";

export interface TicketEmailDialogProps {
  opened: boolean;
  title: string;
  isSending: boolean;
  onCancel: () => void;
  /** Called with an address that looks like an e-mail, trimmed. */
  onSend: (email: string) => void;
}

/** Asks where a ticket is e-mailed; a bad address is said on the field and nothing is sent. */
export function TicketEmailDialog({ opened, title, isSending, onCancel, onSend }: TicketEmailDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ "aria-label": t("requests.close") }}
    >
      {/* Mounted only while open: each ticket starts with an empty address. */}
      {opened && <TicketEmailForm isSending={isSending} onCancel={onCancel} onSend={onSend} />}
    </Modal>
  );
}

function TicketEmailForm({ isSending, onCancel, onSend }: Omit<TicketEmailDialogProps, "opened" | "title">) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string>();
  const send = () => {
    const found = ticketEmailProblem(email);
    setProblem(found);
    if (!found) onSend(email.trim());
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Stack gap="md">
        <TextField
          label={t("requests.payment.ticket.emailLabel")}
          type="email"
          inputMode="email"
          autoComplete="email"
          data-autofocus
          value={email}
          onChange={(value) => {
            setEmail(value);
            setProblem(undefined);
          }}
          error={problem && t(`requests.payment.ticket.errors.${problem}`)}
        />
        <Group justify="flex-end" gap="sm">
          <Button size="lg" variant="default" onClick={onCancel} disabled={isSending}>
            {t("requests.payment.ticket.cancel")}
          </Button>
          <Button size="lg" type="submit" loading={isSending}>
            {t("requests.payment.ticket.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
