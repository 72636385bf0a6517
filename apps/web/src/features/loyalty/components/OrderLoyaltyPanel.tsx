import { Badge, Button, CloseButton, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconGift, IconTicket } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { TextField } from "../../../ui/form/TextField";
import type { Order } from "../../requests/order-types";
import { useEditCommand } from "../../requests/orders-api";
import { useClientLoyalty, useRedeemAward } from "../loyalty-api";
import { ClientLoyaltyDialog } from "./ClientLoyaltyDialog";

/** The refusal of a code in words: "cannot use code" and why, or "invalid offer code". */
export function codeRefusalText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.code.startsWith("offers.")) return undefined;
  const reason = error.errors.code?.[0];
  return reason && reason !== error.message ? `${error.message}: ${reason}` : error.message;
}

/**
 * The order's loyalty panel: the client's points (with the ledger a tap away) and the offer
 * code, typed or scanned (a scanner types it and presses Enter), applied to the open order or
 * taken off it. The discount then shows on the ticket and on the printed ticket.
 */
export function OrderLoyaltyPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const edit = useEditCommand();
  const loyalty = useClientLoyalty(order.client);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [isShowingLedger, setShowingLedger] = useState(false);
  const redeem = useRedeemAward();
  const redeemAward = (award: { id: number; name: string }) =>
    redeem.mutate(
      { order, award: award.id },
      {
        onSuccess: () => notify(t("loyalty.panel.redeemed", { name: award.name }), "success"),
        onError: (failure) => handleApiError(failure, navigate, { retry: () => redeemAward(award) }),
      },
    );
  const applied = order.promotion_code ?? null;

  const change = (promotion: string | null) =>
    edit.mutate(
      { order, change: { promotion } },
      {
        onSuccess: () => {
          notify(
            promotion
              ? t("loyalty.panel.applied", { code: promotion.toUpperCase() })
              : t("loyalty.panel.removed"),
            "success",
          );
          setCode("");
        },
        onError: (failure) => {
          const refusal = codeRefusalText(failure);
          if (refusal) setError(refusal);
          else handleApiError(failure, navigate, { retry: () => change(promotion) });
        },
      },
    );
  const apply = () => {
    if (code.trim() !== "") change(code.trim());
  };

  return (
    <Paper withBorder p="sm" component="section" aria-label={t("loyalty.panel.title")}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t("loyalty.panel.title")}
        </Title>
        {order.client === null ? (
          <Text size="sm" c="dimmed">
            {t("loyalty.panel.noClient")}
          </Text>
        ) : (
          loyalty.data && (
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text size="sm" c="dimmed">
                  {t("loyalty.panel.balanceOf", { name: loyalty.data.name })}
                </Text>
                <Text fw={700} data-testid="client-points">
                  {t("loyalty.panel.balance", { points: loyalty.data.balance })}
                </Text>
              </Stack>
              <Button size="md" variant="subtle" onClick={() => setShowingLedger(true)}>
                {t("loyalty.panel.history")}
              </Button>
            </Group>
          )
        )}
        {loyalty.data && order.client !== null && (
          <Stack gap={4} role="group" aria-label={t("loyalty.panel.awards")}>
            {loyalty.data.awards.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("loyalty.panel.noAwards")}
              </Text>
            ) : (
              loyalty.data.awards.map((award) => (
                <Group key={award.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Button
                    size="md"
                    variant="light"
                    leftSection={
                      award.image ? (
                        <img
                          src={award.image}
                          alt=""
                          width={28}
                          height={28}
                          loading="lazy"
                          style={{ objectFit: "cover", borderRadius: 4 }}
                        />
                      ) : (
                        <IconGift aria-hidden size={18} />
                      )
                    }
                    disabled={!award.reachable || redeem.isPending}
                    onClick={() => redeemAward(award)}
                  >
                    {t("loyalty.panel.redeem", { name: award.name, points: award.points })}
                  </Button>
                  {!award.reachable && (
                    <Text size="sm" c="dimmed">
                      {t("loyalty.panel.missing", { points: award.points - loyalty.data.balance })}
                    </Text>
                  )}
                </Group>
              ))
            )}
          </Stack>
        )}
        {applied ? (
          <Group justify="space-between" wrap="nowrap">
            <Badge size="xl" variant="light" leftSection={<IconTicket aria-hidden size={16} />}>
              {t("loyalty.panel.current", { code: applied })}
            </Badge>
            <CloseButton
              size="xl"
              aria-label={t("loyalty.panel.remove", { code: applied })}
              disabled={edit.isPending}
              onClick={() => change(null)}
            />
          </Group>
        ) : (
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <TextField
              style={{ flex: 1 }}
              label={t("loyalty.panel.code")}
              placeholder={t("loyalty.panel.codePlaceholder")}
              value={code}
              onChange={(next) => {
                setCode(next);
                setError(undefined);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter") apply();
              }}
              error={error}
              autoComplete="off"
            />
            <Button size="lg" mt={30} loading={edit.isPending} disabled={code.trim() === ""} onClick={apply}>
              {t("loyalty.panel.apply")}
            </Button>
          </Group>
        )}
      </Stack>
      {isShowingLedger && order.client !== null && (
        <ClientLoyaltyDialog clientId={order.client} onClose={() => setShowingLedger(false)} />
      )}
    </Paper>
  );
}
