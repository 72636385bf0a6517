import { Badge, Button, Table, Text } from "@mantine/core";
import { IconAlertTriangle, IconChevronDown, IconChevronRight, IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Scandal } from "../../recipes-api";
import { READABLE_GREEN } from "./badge-colors";
import { useMenuFormat } from "./useMenuFormat";

const COLUMNS = 7;
/** Amounts and badges stay on one line; the table scrolls sideways on a phone instead. */
const NO_WRAP = { whiteSpace: "nowrap" } as const;

export interface ScandalRowProps {
  scandal: Scandal;
  isExpanded: boolean;
  onToggle: () => void;
}

/** A product's escandallo; its recipe lines open underneath, for fingers as well as mice. */
export function ScandalRow({ scandal, isExpanded, onToggle }: ScandalRowProps) {
  const { t } = useTranslation();
  const format = useMenuFormat();
  const hasRecipe = scandal.lines.length > 0;
  const detailId = `scandal-recipe-${scandal.id}`;
  const percent = (value: number | null) => (value === null ? "—" : format.percent(value));
  return (
    <>
      <Table.Tr bg={scandal.below_recommended ? "var(--mantine-color-red-0)" : undefined}>
        <Table.Td>
          {hasRecipe ? (
            <Button
              size="lg"
              variant="subtle"
              px="xs"
              h="auto"
              mih={48}
              py={6}
              leftSection={
                isExpanded ? (
                  <IconChevronDown aria-hidden size={20} />
                ) : (
                  <IconChevronRight aria-hidden size={20} />
                )
              }
              aria-expanded={isExpanded}
              aria-controls={isExpanded ? detailId : undefined}
              aria-label={t("menu.recipes.scandals.showRecipe", { name: scandal.name })}
              onClick={onToggle}
              styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
            >
              {scandal.name}
            </Button>
          ) : (
            <Text px="xs">{scandal.name}</Text>
          )}
        </Table.Td>
        <Table.Td ta="right" style={NO_WRAP}>
          {format.money(scandal.price)}
        </Table.Td>
        <Table.Td ta="right" style={NO_WRAP}>
          {format.money(scandal.price_net)}
        </Table.Td>
        {hasRecipe ? (
          <>
            <Table.Td ta="right" style={NO_WRAP}>
              {format.money(scandal.cost)}
            </Table.Td>
            <Table.Td ta="right" style={NO_WRAP}>
              {percent(scandal.margin)}
            </Table.Td>
            <Table.Td ta="right" style={NO_WRAP}>
              {percent(scandal.markup)}
            </Table.Td>
          </>
        ) : (
          <Table.Td colSpan={3} ta="center">
            <Text c="dimmed">{t("menu.recipes.scandals.noRecipe")}</Text>
          </Table.Td>
        )}
        <Table.Td style={NO_WRAP}>
          {scandal.below_recommended && (
            <Badge tt="none" size="lg" color="red" leftSection={<IconAlertTriangle aria-hidden size={16} />}>
              {t("menu.recipes.scandals.below")}
            </Badge>
          )}
          {hasRecipe && !scandal.below_recommended && (
            <Badge
              tt="none"
              size="lg"
              color={READABLE_GREEN}
              variant="outline"
              leftSection={<IconCircleCheck aria-hidden size={16} />}
            >
              {t("menu.recipes.scandals.ok")}
            </Badge>
          )}
        </Table.Td>
      </Table.Tr>
      {isExpanded && hasRecipe && (
        <Table.Tr id={detailId}>
          <Table.Td colSpan={COLUMNS} bg="gray.0">
            <Table withTableBorder verticalSpacing="xs">
              <Table.Caption>{t("menu.recipes.scandals.recipeOf", { name: scandal.name })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("menu.recipes.scandals.ingredient")}</Table.Th>
                  <Table.Th ta="right">{t("menu.recipes.scandals.quantity")}</Table.Th>
                  <Table.Th ta="right">{t("menu.recipes.scandals.lineCost")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {scandal.lines.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>{line.name}</Table.Td>
                    <Table.Td ta="right" style={NO_WRAP}>
                      {format.quantity(line.qty, line.unit)}
                    </Table.Td>
                    <Table.Td ta="right" style={NO_WRAP}>
                      {format.money(line.cost)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
