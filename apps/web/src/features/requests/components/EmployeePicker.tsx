import { staffName } from "@comanda/domain";
import { Button, Group, Modal, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { type OrderTaker, useOrderTakers } from "../employees-api";

export interface EmployeePickerProps {
  opened: boolean;
  /** The employee chosen so far, shown pressed; none before the first choice. */
  chosenId: number | undefined;
  onChoose: (employee: OrderTaker) => void;
  /** Leaving without a choice: back to the tables before the first one, else keeping it. */
  onClose: () => void;
  closeLabel: string;
}

/** "Who takes this order?": one large button per employee who takes orders, one tap to choose. */
export function EmployeePicker({ opened, chosenId, onChoose, onClose, closeLabel }: EmployeePickerProps) {
  const { t } = useTranslation();
  const takers = useOrderTakers(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("requests.employee.title")}
      size="xl"
      // Before the first choice a stray tap beside the dialog would leave the table.
      closeOnClickOutside={chosenId !== undefined}
      closeButtonProps={{ "aria-label": t("requests.close") }}
    >
      <Stack gap="md">
        {takers.isError ? (
          <ErrorState onRetry={() => void takers.refetch()} />
        ) : !takers.data ? (
          <LoadingState />
        ) : takers.data.results.length === 0 ? (
          <EmptyState title={t("requests.employee.empty")} />
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {takers.data.results.map((employee) => (
              <Button
                key={employee.id}
                size="xl"
                h="auto"
                mih={72}
                variant={employee.id === chosenId ? "filled" : "default"}
                aria-pressed={employee.id === chosenId}
                styles={{ label: { whiteSpace: "normal" } }}
                onClick={() => onChoose(employee)}
              >
                {staffName(employee)}
              </Button>
            ))}
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={onClose}>
            {closeLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
