import { Button, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { i18n } from "./i18n";

export type NotifyKind = "error" | "success" | "info";

export interface NotifyOptions {
  /** Milliseconds, or false to stay until closed; the default is the app's 2000 ms. */
  autoClose?: number | false;
  /** A button in the toast, e.g. retrying a call the network lost. The toast closes when it is used. */
  action?: { label: string; onClick: () => void };
  /** Toasts with the same id are shown once; by default the kind and the text are the id. */
  id?: string;
  onClose?: () => void;
}

/**
 * The one way screens show a toast: spec colours, a close button with a name, and the
 * newlines of the text kept (a validation error lists one field message per line).
 */
export function notify(message: string, kind: NotifyKind = "error", options: NotifyOptions = {}) {
  const id = options.id ?? `${kind}:${message}`;
  const { action } = options;
  notifications.show({
    id,
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {message}
        </Text>
        {action && (
          <Button
            size="sm"
            variant="light"
            color={kind === "error" ? "red" : "blue"}
            onClick={() => {
              // Before hiding: hiding runs onClose, which may drop what the action needs.
              action.onClick();
              notifications.hide(id);
            }}
          >
            {action.label}
          </Button>
        )}
      </Stack>
    ),
    color: kind === "error" ? "red" : kind === "success" ? "green" : "blue",
    autoClose: options.autoClose,
    onClose: options.onClose,
    closeButtonProps: { "aria-label": i18n.t("common.close") },
  });
}
