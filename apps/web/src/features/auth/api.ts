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

export function useLogin() {
  return useMutation({
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
