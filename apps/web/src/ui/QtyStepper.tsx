import { ActionIcon, Group, Text } from "@mantine/core";
import { IconMinus, IconPlus } from "@tabler/icons-react";

export interface QtyStepperProps {
  /** The quantity as shown (already formatted where it needs to be). */
  value: string | number;
  lessLabel: string;
  moreLabel: string;
  /** The shown quantity's accessible name, e.g. "Quantity of Croquetas". */
  valueLabel?: string;
  onLess: () => void;
  onMore: () => void;
  canLess?: boolean;
  canMore?: boolean;
}

/** − n +: a quantity changed one at a time with targets a finger hits (44 px). */
export function QtyStepper({
  value,
  lessLabel,
  moreLabel,
  valueLabel,
  onLess,
  onMore,
  canLess = true,
  canMore = true,
}: QtyStepperProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon size="xl" variant="default" aria-label={lessLabel} disabled={!canLess} onClick={onLess}>
        <IconMinus aria-hidden size={20} />
      </ActionIcon>
      <Text w={32} ta="center" fw={700} aria-label={valueLabel} aria-live="polite">
        {value}
      </Text>
      <ActionIcon size="xl" variant="default" aria-label={moreLabel} disabled={!canMore} onClick={onMore}>
        <IconPlus aria-hidden size={20} />
      </ActionIcon>
    </Group>
  );
}
