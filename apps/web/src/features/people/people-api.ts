import type { ClockBody, RoleInput, SessionCorrection, StaffDay } from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiBlob } from "../../lib/api-client";
import { saveFile } from "../../lib/save-file";
import type { Choice } from "../../ui/form/ChoiceSelect";

/** The generic entities' collections, and the first part of their query keys. */
export const USERS = "users";
export const ROLES = "roles";
const SCHEDULE = "staff_schedule";

/** A role as the generic `roles` list returns it. */
export interface Role extends Required<Pick<RoleInput, "name" | "permissions" | "actions">> {
  id: number;
  description: string | null;
  group_type: string | null;
}

/** An employee as the generic `users` list returns it (never a password). */
export interface Employee {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  address: string | null;
  role_id: number;
}

/** The roles an employee can be given, readable by whoever may see the employees. */
/** The roles the signed-in user may give, and `keep` (the edited employee's own role). */
export function useRoleChoices(keep?: number) {
  return useQuery({
    queryKey: [ROLES, "choices", keep ?? null],
    queryFn: () =>
      api<{ results: Choice[] }>(`/api/v1/users/role_choices${keep === undefined ? "" : `?keep=${keep}`}`),
    select: (data) => data.results,
  });
}

/** Sends the employee the same reset e-mail as the login's "forgot password". */
export function usePasswordResetMail() {
  return useMutation({
    mutationFn: (email: string) => api("/api/v1/auth/reset_password", { body: { email } }),
  });
}

export interface Period {
  date_from: string;
  date_to: string;
}

const periodQuery = ({ date_from, date_to }: Period) => `date_from=${date_from}&date_to=${date_to}`;

export function useStaffSchedule(period: Period, enabled: boolean) {
  return useQuery({
    queryKey: [SCHEDULE, period],
    queryFn: () => api<{ results: StaffDay[] }>(`/api/v1/rrhh/${SCHEDULE}?${periodQuery(period)}`),
    select: (data) => data.results,
    enabled,
  });
}

/** The signed-in employee's own record of a period (ET art. 34.9: available to the worker). */
export function useMySchedule(period: Period) {
  return useQuery({
    queryKey: [SCHEDULE, "mine", period],
    queryFn: () => api<{ results: StaffDay[] }>(`/api/v1/rrhh/my_schedule?${periodQuery(period)}`),
    select: (data) => data.results,
  });
}

export function useClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: "clock_in" | "clock_out"; body: ClockBody }) =>
      api<{ start_time: string; end_time: string | null }>(`/api/v1/rrhh/time_tracking/${action}`, { body }),
    // The clock form says its refusals (a wrong password) next to the fields, not in a toast.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SCHEDULE] }),
  });
}

export function useCorrectSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SessionCorrection }) =>
      api(`/api/v1/rrhh/${SCHEDULE}/${id}`, { method: "PUT", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SCHEDULE] }),
  });
}

export function useScheduleDownload() {
  return useMutation({
    mutationFn: async ({
      period,
      format,
      fileName,
    }: {
      period: Period;
      format: "xlsx" | "pdf";
      fileName: string;
    }) => {
      const blob = await apiBlob(`/api/v1/rrhh/${SCHEDULE}/download?${periodQuery(period)}&format=${format}`);
      saveFile(blob, `${fileName}.${format}`);
    },
  });
}
