import { Button, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { i18n } from "./i18n";

export type NotifyKind = "error" | "success" | "info";

export interface NotifyOptions {
  /** Milliseconds, or false to stay until closed; the default is the app's 2000 ms. */
  autoClose?: number | false;
  /** A button in the toast, e.g. retrying a call the network lost. The toast closes when it is used. */
  action?: { label: string; onClick: () => void };
  /**
   * A toast with this id is shown once until it closes. Without one, the same kind and text
   * again replaces the toast still up, whose time starts over.
   */
  id?: string;
  onClose?: () => void;
}

/**
 * The one way screens show a toast: spec colours, a close button with a name, and the
 * newlines of the text kept (a validation error lists one field message per line).
 */
/** The toast on screen for each kind and text shown without an id of its own. */
const shownByText = new Map<string, string>();
let shownCount = 0;

/**
 * A new toast's id. The same text again hides the one still up and gets a new id: reusing its
 * id was ignored while the first was on screen, so a table sent twice within a toast's time
 * got no confirmation of the second send (the first one closed a moment later).
 */
function toastId(text: string): string {
  const previous = shownByText.get(text);
  if (previous) notifications.hide(previous);
  shownCount += 1;
  const id = `${text}#${shownCount}`;
  shownByText.set(text, id);
  return id;
}

export function notify(message: string, kind: NotifyKind = "error", options: NotifyOptions = {}) {
  const text = `${kind}:${message}`;
  const id = options.id ?? toastId(text);
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
    onClose: () => {
      if (shownByText.get(text) === id) shownByText.delete(text);
      options.onClose?.();
    },
    closeButtonProps: { "aria-label": i18n.t("common.close") },
  });
}
