// Its own module so the lazy import in NotificationsHost splits the renderer from the store.
export { Notifications } from "@mantine/notifications";
