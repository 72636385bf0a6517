import type { FlatModifier } from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import type { ListPage } from "../../ui/list/useEntityList";

/** An option as the modifiers and options calls answer it (price in decimal units). */
export interface ModifierOption {
  id: number;
  modifier_id: number;
  name: string;
  name_es: string | null;
  name_en: string | null;
  price: number;
  min_value: number;
  max_value: number;
  is_quantifiable: boolean;
  enabled: boolean;
  order: number;
  /** Modifiers asked when this option is chosen. */
  modifiers: number[];
}

export interface Modifier {
  id: number;
  name: string;
  name_es: string | null;
  name_en: string | null;
  app_text: string | null;
  min_value: number;
  max_value: number;
  is_quantifiable: boolean;
  enabled: boolean;
  order: number;
  options: ModifierOption[];
}

/** One option as a modifier save writes it: with an id it is updated, without one created. */
export interface OptionPayload {
  id?: number;
  name: string;
  price: number;
  min_value: number;
  max_value: number;
  enabled: boolean;
  modifiers: number[];
  order: number;
}

export interface ModifierPayload {
  name: string;
  name_es: string;
  name_en: string;
  app_text: string;
  min_value: number;
  max_value: number;
  enabled: boolean;
  options: OptionPayload[];
  deleted_options: number[];
}

export interface OptionUpdatePayload {
  name: string;
  price: number;
  min_value: number;
  max_value: number;
  enabled: boolean;
  modifier_id: number;
  modifiers: number[];
}

/** A modifier of GET /modifiers/list_bar: enabled ones only, options with nested modifier ids. */
/** A modifier as `modifiers/list_bar` answers it. */
export type BarModifier = FlatModifier;

const MODIFIERS = "modifiers";
const OPTIONS = "options";
/** The generic list's largest page: enough for every modifier of a menu in one picker. */
const ALL_PAGE_SIZE = 200;

/** Every live modifier, for pickers (nested modifiers, the options filter) and names. */
export function useAllModifiers() {
  return useQuery({
    queryKey: [MODIFIERS, "all"],
    queryFn: () =>
      api<ListPage<Modifier>>(`/api/v1/${MODIFIERS}`, {
        filters: { ordering: "name" },
        params: { page: 1, page_size: ALL_PAGE_SIZE },
      }),
  });
}

/** The trees the POS asks with a product; the "try it" dialog renders one of them. */
export function useModifierTrees(enabled: boolean) {
  return useQuery({
    queryKey: [MODIFIERS, "list_bar"],
    queryFn: () => api<ListPage<BarModifier>>(`/api/v1/${MODIFIERS}/list_bar`),
    enabled,
  });
}

function useRefreshMenuLists() {
  const queryClient = useQueryClient();
  // Options and modifiers show each other's names and counts, so both lists are stale.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [MODIFIERS] }),
      queryClient.invalidateQueries({ queryKey: [OPTIONS] }),
    ]);
}

/** Failures also reach the app-wide toast; the editors put the field messages on their fields. */
export function useSaveModifier() {
  const refresh = useRefreshMenuLists();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: number; payload: ModifierPayload }) =>
      id === undefined
        ? api<Modifier>(`/api/v1/${MODIFIERS}`, { body: payload })
        : api<Modifier>(`/api/v1/${MODIFIERS}/${id}`, { method: "PUT", body: payload }),
    onSuccess: refresh,
  });
}

export function useSaveOption() {
  const refresh = useRefreshMenuLists();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: OptionUpdatePayload }) =>
      api<ModifierOption>(`/api/v1/${OPTIONS}/${id}`, { method: "PUT", body: payload }),
    onSuccess: refresh,
  });
}
