import type { Table, TableLayout, TableStatus, TableStyle, ZoneStyle } from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import type { ListPage } from "../../ui/list/useEntityList";

/** The typed calls of the table map (/distribution/). */

/** A table as the map draws it. */
export interface DistributionTable {
  id: number;
  name: string;
  zone_id: number;
  style: TableStyle;
  status: TableStatus;
}

/** A zone's plan with every table drawn on it. */
export interface DistributionZone {
  id: number;
  name: string;
  style: ZoneStyle;
  tables: DistributionTable[];
}

export const distributionKey = ["tables", "list_distribution"] as const;

export function useDistribution() {
  return useQuery({
    queryKey: distributionKey,
    queryFn: async () => (await api<ListPage<DistributionZone>>("/api/v2/tables/list_distribution")).results,
  });
}

/** The cached plans with some tables' drawings replaced. */
function withStyles(
  zones: DistributionZone[] | undefined,
  layout: TableLayout,
): DistributionZone[] | undefined {
  const styles = new Map(layout.tables.map((row) => [row.id, row.style]));
  return zones?.map((zone) => ({
    ...zone,
    tables: zone.tables.map((table) => {
      const style = styles.get(table.id);
      return style ? { ...table, style } : table;
    }),
  }));
}

/**
 * Saves the drawings a gesture changed, shown at once: a finger dragging the next table must
 * not wait for the server. What the server refuses is put back as it was, and the plans are
 * read again so the screen shows what is stored.
 */
export function useSaveLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ layout }: { layout: TableLayout; previous: TableLayout }) =>
      api<unknown>("/api/v2/tables/layout", { method: "PUT", body: layout }),
    onMutate: ({ layout }) => {
      queryClient.setQueryData<DistributionZone[]>(distributionKey, (zones) => withStyles(zones, layout));
    },
    onError: (_error, { previous }) => {
      queryClient.setQueryData<DistributionZone[]>(distributionKey, (zones) => withStyles(zones, previous));
      void queryClient.invalidateQueries({ queryKey: distributionKey });
    },
  });
}

function useRefreshTables() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["tables"] });
}

export function useAddTable() {
  const refresh = useRefreshTables();
  return useMutation({
    mutationFn: (table: { name: string; zone_id: number; style: TableStyle }) =>
      api<Table>("/api/v2/tables", { body: table }),
    onSuccess: refresh,
  });
}

export function useDeleteTable() {
  const refresh = useRefreshTables();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`/api/v2/tables/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}
