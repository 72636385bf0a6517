import { Button, Group, Loader, Stack, Text, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconUserPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../ui/form/TextField";
import { CLIENT_SEARCH_MIN_LENGTH, useClientSearch } from "../takeaway-api";
import { addressLine } from "../takeaway-details";

const SEARCH_DELAY_MS = 250;
const RESULT_STYLE = {
  border: "1px solid var(--mantine-color-gray-4)",
  borderRadius: "var(--mantine-radius-md)",
  background: "var(--mantine-color-body)",
} as const;
const STALE_RESULT_STYLE = { ...RESULT_STYLE, opacity: 0.5 } as const;

interface ClientSearchProps {
  search: string;
  onSearch: (text: string) => void;
  isDelivery: boolean;
  onPick: (client: { id: number; name: string; phone: string | null }) => void;
  onCreate: () => void;
}

/** Finds the order's client by name or phone, or starts creating a new one. */
export function ClientSearch({ search, onSearch, isDelivery, onPick, onCreate }: ClientSearchProps) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const results = useClientSearch(debounced);
  const typed = search.trim();
  const isShort = typed.length < CLIENT_SEARCH_MIN_LENGTH;
  const rows = isShort ? [] : (results.data?.results ?? []);
  // Rows found for an earlier text stay in sight while the new one is looked up, but cannot be
  // tapped: a quick tap would otherwise give the order the previous caller.
  const isStale = debounced !== search || results.isPlaceholderData;

  return (
    <Stack gap="xs">
      <TextField
        type="search"
        label={t("requests.takeaway.search")}
        placeholder={t("requests.takeaway.searchPlaceholder")}
        leftSection={<IconSearch aria-hidden size={20} />}
        rightSection={results.isFetching && !isShort ? <Loader size="sm" aria-hidden /> : undefined}
        autoComplete="off"
        maxLength={120}
        value={search}
        onChange={onSearch}
      />
      {rows.length > 0 && (
        <Stack gap="xs" role="group" aria-label={t("requests.takeaway.results")} aria-busy={isStale}>
          {rows.map((client) => (
            <UnstyledButton
              key={client.id}
              onClick={() => onPick({ id: client.id, name: client.name, phone: client.phone })}
              disabled={isStale}
              p="sm"
              mih={56}
              style={isStale ? STALE_RESULT_STYLE : RESULT_STYLE}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={700} truncate>
                  {client.name}
                </Text>
                <Text style={{ whiteSpace: "nowrap" }}>{client.phone ?? ""}</Text>
              </Group>
              {isDelivery && client.address && (
                <Text size="sm" c="dimmed" truncate>
                  {addressLine(client.address)}
                </Text>
              )}
            </UnstyledButton>
          ))}
        </Stack>
      )}
      {!isShort && results.isSuccess && !results.isPlaceholderData && rows.length === 0 && (
        <Text c="dimmed">{t("requests.takeaway.noMatches", { text: typed })}</Text>
      )}
      <Button
        size="lg"
        variant="default"
        leftSection={<IconUserPlus aria-hidden size={20} />}
        onClick={onCreate}
      >
        {t("requests.takeaway.newClient")}
      </Button>
    </Stack>
  );
}
