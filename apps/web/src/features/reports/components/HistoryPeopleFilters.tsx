import { staffName } from "@comanda/domain";
import { Select } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TABLES_PATH, type TableRow, useEntityChoices } from "../../floor/floor-api";
import { useOrderTakers } from "../../requests/employees-api";
import { CLIENT_SEARCH_MIN_LENGTH, useClientSearch } from "../../requests/takeaway-api";

export interface PeopleFilters {
  table?: number;
  worker?: number;
  client?: number;
}

const idOf = (value: string | null) => (value === null ? undefined : Number(value));

/** The order list's table, employee and client filters (requests_histories' own filters). */
export function HistoryPeopleFilters({
  value,
  onChange,
}: {
  value: PeopleFilters;
  onChange: (next: PeopleFilters) => void;
}) {
  const { t } = useTranslation();
  const tables = useEntityChoices<TableRow>("tables", TABLES_PATH);
  const employees = useOrderTakers(true);
  const [clientText, setClientText] = useState("");
  const [clientName, setClientName] = useState<string | null>(null);
  const clients = useClientSearch(clientText);
  const clientOptions = (clients.data?.results ?? []).map((client) => ({
    value: String(client.id),
    label: client.phone ? `${client.name} · ${client.phone}` : client.name,
  }));
  // The chosen client stays among the options while the search text changes.
  if (value.client !== undefined && !clientOptions.some((option) => option.value === String(value.client)))
    clientOptions.push({ value: String(value.client), label: clientName ?? String(value.client) });
  return (
    <>
      <Select
        size="md"
        clearable
        searchable
        label={t("reports.columns.table")}
        value={value.table === undefined ? null : String(value.table)}
        onChange={(next) => onChange({ ...value, table: idOf(next) })}
        data={(tables.data ?? []).map((table) => ({ value: String(table.id), label: table.name }))}
      />
      <Select
        size="md"
        clearable
        searchable
        label={t("reports.columns.employee")}
        value={value.worker === undefined ? null : String(value.worker)}
        onChange={(next) => onChange({ ...value, worker: idOf(next) })}
        data={(employees.data?.results ?? []).map((employee) => ({
          value: String(employee.id),
          label: staffName(employee),
        }))}
      />
      <Select
        size="md"
        clearable
        searchable
        label={t("reports.columns.client")}
        placeholder={t("reports.clientSearch", { count: CLIENT_SEARCH_MIN_LENGTH })}
        searchValue={clientText}
        onSearchChange={setClientText}
        filter={({ options }) => options}
        value={value.client === undefined ? null : String(value.client)}
        onChange={(next, option) => {
          setClientName(option?.label ?? null);
          onChange({ ...value, client: idOf(next) });
        }}
        data={clientOptions}
      />
    </>
  );
}
