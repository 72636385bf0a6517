import { useTranslation } from "react-i18next";
import { parseModules } from "../../app/routes";
import { useLocalInfo } from "../auth/api";
import { useReservedTables } from "./bookings-api";
import { withReservedMark } from "./reserved-mark";

/**
 * The tables screen's mark for the tables booked for the coming hour: only where the local bought
 * bookings; a failed read leaves the tables as they are (no toast on the busiest screen).
 */
export function useReservedMark() {
  const { t } = useTranslation();
  const local = useLocalInfo();
  const hasBookings = local.data ? parseModules(local.data.modules).has("reservas") : false;
  const reserved = useReservedTables(hasBookings);
  return (details: ReadonlyMap<number, string[]>) =>
    withReservedMark(details, reserved.data ?? [], (time) => t("bookings.reserved.badge", { time }));
}
