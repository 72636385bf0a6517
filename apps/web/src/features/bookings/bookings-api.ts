import type { Booking, BookingOptionAnswer, BookingStatus, ShiftDay, WeekDay } from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** The typed calls of the bookings area: shifts, closed days, bookings and booking options. */

export interface ServiceShift {
  id: number;
  start_at: string;
  end_at: string;
  order_per_shift: number | null;
  days_closed: WeekDay[];
  covers: number | null;
}

export interface BookingsRange {
  results: Booking[];
  shifts: ShiftDay[];
  closed_days: string[];
}

export interface BookingBody {
  date: string;
  shift: number;
  qty_person: number;
  client: number | null;
  table: number | null;
  options: BookingOptionAnswer[];
  observations: string;
}

export interface ReservationOption {
  id: number;
  title: string;
  description: string;
  answers: number[];
  is_multiple: boolean;
}

export interface BookingAnswer {
  id: number;
  title: string;
  description: string;
}

const BOOKINGS_KEY = ["reservations"] as const;

export function useClosedDays(from: string, to: string) {
  return useQuery({
    queryKey: ["shifts", "closed_days", from, to],
    queryFn: () =>
      api<{ results: string[] }>("/api/v1/shifts/closed_days", { params: { date_from: from, date_to: to } }),
  });
}

/** Closes a day to bookings or opens it again; answers how many bookings the day keeps. */
export function useChangeDayStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { day: string; status: "open" | "closed" }) =>
      api<{ day: string; status: string; bookings: number }>("/api/v1/settings/change_status", {
        method: "PUT",
        body,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["shifts"] });
      await queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
    },
  });
}

export function useBookingsRange(from: string, to: string) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, "get_by", from, to],
    queryFn: () =>
      api<BookingsRange>("/api/v2/reservations/get_by", { params: { date_from: from, date_to: to } }),
  });
}

function useBookingsMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
    },
  });
}

export const useSaveBooking = () =>
  useBookingsMutation(({ id, body }: { id?: number; body: Partial<BookingBody> }) =>
    id === undefined
      ? api<Booking>("/api/v2/reservations", { body })
      : api<Booking>(`/api/v2/reservations/${id}`, { method: "PUT", body }),
  );

export const useChangeBookingStatus = () =>
  useBookingsMutation(({ ids, status }: { ids: number[]; status: BookingStatus }) =>
    api<{ results: Booking[] }>("/api/v2/reservations/update_many", { body: { ids, status } }),
  );

export const useCancelBooking = () =>
  useBookingsMutation((id: number) => api<Booking>(`/api/v2/reservations/${id}`, { method: "DELETE" }));

/** Every row of a small entity (booking options, answers), for choices. */
export function useAllRows<Row>(collection: string) {
  return useQuery({
    queryKey: [collection, "all"],
    queryFn: async () =>
      (await api<{ results: Row[] }>(`/api/v1/${collection}`, { params: { page_size: 200 } })).results,
  });
}

/** Seats a booking at a free table; the till then opens the table's order with its guests. */
export const useSeatBooking = () =>
  useBookingsMutation(({ id, table }: { id: number; table: number }) =>
    api<Booking>(`/api/v2/reservations/${id}/seat`, { body: { table } }),
  );

export interface ReservedTable {
  booking: number;
  table: number;
  table_name: string | null;
  start_at: string;
  qty_person: number;
  client_name: string | null;
}

/** The tables booked for the coming hour (tables screen), read again every minute. */
export function useReservedTables(enabled: boolean) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, "upcoming_tables"],
    queryFn: async () =>
      (await api<{ results: ReservedTable[] }>("/api/v2/reservations/upcoming_tables")).results,
    enabled,
    refetchInterval: 60_000,
    meta: { handlesErrors: true },
  });
}
