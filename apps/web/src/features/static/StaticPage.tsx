import { Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface StaticPageProps {
  title: string;
  children: ReactNode;
  action: string;
  onAction: () => void;
}

/**
 * The frame of every static page: reachable without a session, so it has no app layout; the one
 * button is large because these pages are mostly seen on touch terminals.
 */
export function StaticPage({ title, children, action, onAction }: StaticPageProps) {
  return (
    <Center mih="100vh" p="md" bg="gray.1">
      <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w={520} maw="100%">
        <Stack gap="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="lg">{children}</Text>
          <Button size="xl" fullWidth onClick={onAction}>
            {action}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
