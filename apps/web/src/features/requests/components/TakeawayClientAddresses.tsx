import { Button, Group, Loader, Radio, Stack, Text } from "@mantine/core";
import { IconMapPinPlus } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../../../ui/states";
import { useClientWithAddresses } from "../takeaway-api";
import { addressLine, addressToUse } from "../takeaway-details";

/** A card a finger can hit, not a bare radio dot. */
const CARD_STYLE = { minHeight: 56 } as const;

interface ClientAddressesProps {
  clientId: number;
  value: number | null;
  onChoose: (address: number | null) => void;
  /** With the ids of the addresses the client has now. */
  onAdd: (known: number[]) => void;
}

/** The client's addresses to deliver to; the principal is chosen until another is. */
export function ClientAddresses({ clientId, value, onChoose, onAdd }: ClientAddressesProps) {
  const { t } = useTranslation();
  const client = useClientWithAddresses(clientId);
  const addresses = client.data?.addresses;
  const toUse = addresses ? addressToUse(addresses, value) : value;
  // The principal is the delivery's address until another is chosen (the server's default too).
  // Not while a refresh is on its way: the list may not have an address just added yet.
  const isSettled = !client.isFetching;
  useEffect(() => {
    if (isSettled && toUse !== value) onChoose(toUse);
  }, [isSettled, toUse, value, onChoose]);

  if (client.isError) return <ErrorState onRetry={() => void client.refetch()} />;
  if (!addresses) return <Loader size="sm" aria-label={t("list.loading")} />;
  return (
    <Stack gap="xs">
      {addresses.length === 0 ? (
        <Text c="dimmed">{t("requests.takeaway.noAddresses")}</Text>
      ) : (
        <Radio.Group
          value={value === null ? null : String(value)}
          onChange={(next) => onChoose(Number(next))}
          aria-label={t("requests.takeaway.address")}
        >
          <Stack gap="xs">
            {addresses.map((address) => (
              <Radio.Card
                key={address.id}
                value={String(address.id)}
                withBorder
                radius="md"
                p="sm"
                style={CARD_STYLE}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Radio.Indicator size="md" mt={2} />
                  <Stack gap={0} miw={0}>
                    <Text fw={address.id === value ? 700 : 400}>{addressLine(address)}</Text>
                    {address.reference && (
                      <Text size="sm" c="dimmed">
                        {address.reference}
                      </Text>
                    )}
                    {address.principal && (
                      <Text size="sm" c="dimmed">
                        {t("requests.takeaway.principal")}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Button
        size="lg"
        variant="default"
        leftSection={<IconMapPinPlus aria-hidden size={20} />}
        onClick={() => onAdd(addresses.map((address) => address.id))}
      >
        {t("requests.takeaway.addAddress")}
      </Button>
    </Stack>
  );
}
