import { Box, Button } from "@mantine/core";

/** A long form's save button, kept in reach at the bottom of the screen while the form scrolls. */
export function StickySaveBar({ label, loading }: { label: string; loading: boolean }) {
  return (
    <Box
      pos="sticky"
      bottom={0}
      py="sm"
      bg="var(--mantine-color-body)"
      style={{
        display: "flex",
        justifyContent: "flex-end",
        zIndex: 1,
        borderTop: "1px solid var(--mantine-color-default-border)",
      }}
    >
      <Button type="submit" size="lg" loading={loading}>
        {label}
      </Button>
    </Box>
  );
}
