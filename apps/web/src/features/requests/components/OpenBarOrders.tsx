import { formatAmount } from "@comanda/domain";
import { Button, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useMoneyOptions } from "../../settings/use-local-money";
import { useOpenBarOrders } from "../orders-api";
import { openOrderPath } from "../request-paths";

/** The bar's orders sent and not charged yet: one tap opens one to add to it or charge it. */
export function OpenBarOrders() {
  const { t } = useTranslation();
  const moneyOptions = useMoneyOptions();
  const navigate = useNavigate();
  const orders = useOpenBarOrders();
  const open = orders.data?.results ?? [];
  if (open.length === 0) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="open-bar-orders">
      <Stack gap="xs">
        <Text fw={700} id="open-bar-orders">
          {t("requests.bar.open")}
        </Text>
        {open.map((order) => (
          <Button
            key={order.id}
            size="lg"
            variant="default"
            justify="space-between"
            fullWidth
            onClick={() => navigate(openOrderPath(order.id))}
            rightSection={formatAmount(order.price, moneyOptions)}
          >
            {t("requests.cards.kind.barra", { id: order.id })}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
