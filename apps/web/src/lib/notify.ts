import { notifications } from "@mantine/notifications";
import { i18n } from "./i18n";

/** The one way screens show a toast: spec colours, and a close button with a name. */
export function notify(message: string, kind: "error" | "success" | "info" = "error", autoClose?: number) {
  notifications.show({
    message,
    color: kind === "error" ? "red" : kind === "success" ? "green" : "blue",
    autoClose,
    closeButtonProps: { "aria-label": i18n.t("common.close") },
  });
}
