import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

function ReloadScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={520} role="alert">
        <Title order={1} size="h2" ta="center">
          {t("errors.chunkTitle")}
        </Title>
        <Text size="lg" ta="center">
          {t("errors.chunkText")}
        </Text>
        <Button size="xl" onClick={() => window.location.reload()}>
          {t("errors.reload")}
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * When a screen's code cannot be downloaded (network lost, a new version deployed, the 120 s
 * timeout) the app cannot go on without reloading: say so and offer the reload.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ReloadScreen /> : this.props.children;
  }
}
