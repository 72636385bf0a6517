import type { LoginResult } from "@comanda/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export interface Tpv {
  id: number;
  name: string;
  key: string;
}

export function useTpvs() {
  return useQuery({
    queryKey: ["tpv", "list"],
    queryFn: () => api<{ results: Tpv[]; total: number }>("/api/v1/tpv?page_size=200"),
  });
}

// The login screen and the reset forms show their own failures (field messages, a retry that
// finishes the job), so the app-wide handler leaves these calls alone.
const handlesErrors = { handlesErrors: true };

export function useLogin() {
  return useMutation({
    meta: handlesErrors,
    mutationFn: (body: { email: string; password: string; tpv: string }) =>
      api<LoginResult>("/api/v1/auth/login", { body: { ...body, from_client: "web" } }),
  });
}

export function useLogout() {
  return useMutation({ mutationFn: () => api<null>("/api/v1/auth/logout", { body: {} }) });
}

export function useLocalInfo() {
  return useQuery({
    queryKey: ["locals", "get"],
    queryFn: () =>
      api<{ name: string; location: string; modules: string }>("/api/v1/locals/get", {
        // Empty: the server answers for the local this page's host resolves to.
        body: { location: "" },
      }),
  });
}

/** Sends the reset mail; an unknown e-mail answers 404 `auth.user_not_found`. */
export function useRequestPasswordReset() {
  return useMutation({
    meta: handlesErrors,
    mutationFn: (email: string) => api<null>("/api/v1/auth/reset_password", { body: { email } }),
  });
}

/** Sets the new password with the mail link's token; a used or expired one answers 400 `auth.reset_invalid`. */
export function useConfirmPasswordReset() {
  return useMutation({
    meta: handlesErrors,
    mutationFn: (body: { token: string; password: string }) =>
      api<null>("/api/v1/auth/reset_password/confirm", { body }),
  });
}
