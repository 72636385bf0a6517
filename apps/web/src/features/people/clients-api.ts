import { useMutation } from "@tanstack/react-query";
import { apiBlob } from "../../lib/api-client";
import { saveFile } from "../../lib/save-file";

/** The generic entity's collection: `/api/v1/clients`, and the first part of its query keys. */
export const CLIENTS = "clients";

/** Downloads the local's live clients with their principal address, as the server's XLSX. */
export function useClientsDownload() {
  return useMutation({
    mutationFn: async (fileName: string) => {
      saveFile(await apiBlob(`/api/v1/${CLIENTS}/download`), fileName);
    },
  });
}
