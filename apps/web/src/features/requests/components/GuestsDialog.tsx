import { Button, Group, Modal, NumberInput, SimpleGrid, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Most tables seat up to this many: one tap each; a bigger party is typed. */
const QUICK_GUESTS = 12;
const MAX_GUESTS = 999;

export interface GuestsDialogProps {
  /** The table being opened; the dialog is closed without one. */
  table: { id: number; name: string } | undefined;
  onClose: () => void;
  onChoose: (guests: number) => void;
  /** The typed number's button; "open the table" by default. */
  confirmLabel?: string;
}

/** How many sit at a table being opened: one tap for a usual party. */
export function GuestsDialog({ table, onClose, onChoose, confirmLabel }: GuestsDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<number | string>("");
  const typedGuests = typeof typed === "number" && Number.isInteger(typed) ? typed : undefined;
  return (
    <Modal
      opened={table !== undefined}
      onClose={onClose}
      title={table && t("requests.tables.guestsTitle", { table: table.name })}
      closeButtonProps={{ "aria-label": t("requests.close") }}
      size="md"
    >
      <Stack gap="md">
        <SimpleGrid cols={4} spacing="sm">
          {Array.from({ length: QUICK_GUESTS }, (_, index) => index + 1).map((guests) => (
            <Button key={guests} size="xl" variant="light" onClick={() => onChoose(guests)}>
              {guests}
            </Button>
          ))}
        </SimpleGrid>
        <Group align="flex-end" wrap="nowrap">
          <NumberInput
            label={t("requests.tables.otherGuests")}
            value={typed}
            onChange={setTyped}
            min={1}
            max={MAX_GUESTS}
            allowDecimal={false}
            allowNegative={false}
            size="lg"
            style={{ flex: 1 }}
          />
          <Button
            size="lg"
            disabled={typedGuests === undefined || typedGuests < 1 || typedGuests > MAX_GUESTS}
            onClick={() => typedGuests !== undefined && onChoose(typedGuests)}
          >
            {confirmLabel ?? t("requests.tables.open")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
