import type { DeviceCredentialsBody, DeviceCredentialsView } from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

const PATH = "/api/v1/payments/devices/credentials";
/** Under the terminals' key: a new account lists its own terminals. */
const KEY = ["payments", "dojo", "credentials"] as const;

export const useDeviceCredentials = () =>
  useQuery({ queryKey: KEY, queryFn: () => api<DeviceCredentialsView>(PATH) });

export function useSaveDeviceCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceCredentialsBody) => api<DeviceCredentialsView>(PATH, { method: "PUT", body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ["payments", "dojo", "terminals"] });
    },
  });
}
