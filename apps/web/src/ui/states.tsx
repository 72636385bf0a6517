import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** An honest "nothing here": says what is missing, never shows placeholder rows. */
export function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="empty-state">
      <Text fw={700} size="lg">
        {title}
      </Text>
      {text && <Text c="dimmed">{text}</Text>}
    </Stack>
  );
}

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t("list.loading");
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}

/** A failure the user can retry where it happened; the toast or redirect is the API layer's. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl" role="alert">
      <Text>{message ?? t("list.error")}</Text>
      <Button size="lg" variant="light" onClick={onRetry}>
        {t("list.retry")}
      </Button>
    </Stack>
  );
}
