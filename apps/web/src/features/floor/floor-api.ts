import {
  type ListQuery,
  PAGE_SIZE_MAX,
  type Table,
  type TableShape,
  type TableStatus,
  type Zone,
} from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiBlob } from "../../lib/api-client";
import { saveFile } from "../../lib/save-file";
import type { ListPage } from "../../ui/list/useEntityList";
import { categoryLabel, useCategoryChoices } from "../menu/catalogue-api";
import { qrSheetFileName } from "./floor-forms";

/** The typed calls of the zones, tables and screens screens. */

/** A table as the generic `tables` list answers it: the row plus its live status. */
export interface TableRow extends Table {
  status: TableStatus;
}

/** A kitchen display: which categories' lines it shows, for which till. */
export interface ScreenRow {
  id: number;
  name: string;
  categories: number[];
  tpv: number | null;
  show_various: boolean;
  modifiers: number[];
}

/** A named preset a new table's drawing starts from. */
export interface TableStylePreset {
  id: number;
  name: string;
  shape: TableShape;
  width: number;
  height: number;
  seats: number;
}

/** Tables and their style presets are served under v2 only (spec §7). */
export const TABLES_PATH = "/api/v2/tables";
export const TABLE_STYLES = { collection: "table_styles", basePath: `${TABLES_PATH}/table_styles` } as const;

/**
 * Every row of a small collection a form picks from (zones, printers, families…), by name.
 * A local has tens of them, so one page of the largest size holds them all.
 */
export function useEntityChoices<Row>(collection: string, basePath = `/api/v1/${collection}`) {
  return useQuery({
    queryKey: [collection, "choices"],
    queryFn: () => allRows<Row>(basePath, { ordering: "name" }),
    staleTime: 30_000,
  });
}

/** One page of the largest size: every row of a small collection. */
async function allRows<Row>(basePath: string, filters: ListQuery): Promise<Row[]> {
  return (await api<ListPage<Row>>(basePath, { filters, params: { page: 1, page_size: PAGE_SIZE_MAX } }))
    .results;
}

/**
 * Reads the live tables of a zone now (at most MAX_TABLES_PER_ZONE, so one page), through the
 * query client so a failure reaches the app's error handling like any other read.
 */
export function useFetchZoneTables() {
  const queryClient = useQueryClient();
  return (zoneId: number) =>
    queryClient.fetchQuery({
      queryKey: ["tables", "zone", zoneId],
      queryFn: () => allRows<TableRow>(TABLES_PATH, { zone_id: zoneId }),
      staleTime: 0,
    });
}

export const useZoneRows = () => useEntityChoices<Zone>("zones");

/** The local's categories named as a person reads them ("Bebidas › Refrescos"), in that order. */
export function useLabelledCategories() {
  const categories = useCategoryChoices();
  const byId = new Map((categories.data ?? []).map((category) => [category.id, category]));
  return (categories.data ?? [])
    .map((category) => ({ id: category.id, name: categoryLabel(category, byId) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
export const useTableStylePresets = () =>
  useEntityChoices<TableStylePreset>(TABLE_STYLES.collection, TABLE_STYLES.basePath);

/** A new QR token for a table: the printed code it had stops opening the menu. */
export function useRegenerateQr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Table>(`${TABLES_PATH}/${id}/regenerate_qr`, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["tables"] }),
  });
}

/** Downloads a zone's printable sheet of table QR codes (a PDF). */
export function useQrSheetDownload() {
  return useMutation({
    mutationFn: async (zone: { id: number; name: string }) => {
      const blob = await apiBlob(`/api/v2/zones/${zone.id}/qr_sheet`);
      saveFile(blob, qrSheetFileName(zone.name));
    },
  });
}
