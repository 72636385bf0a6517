import { Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { useTpvs } from "../../auth/api";
import { setTillTerminal, tillTerminals } from "../../requests/device-payments-api";

const KEY = ["payments", "dojo", "terminals"];

/**
 * Per till, the card terminal it charges on (issue 32): picked from the terminals Dojo lists,
 * or typed when Dojo cannot be reached. Saved as soon as it is chosen.
 */
export function TillTerminals({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation();
  const tpvs = useTpvs();
  const terminals = useQuery({ queryKey: KEY, queryFn: tillTerminals });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const save = useMutation({
    mutationFn: ({ tpv, terminal }: { tpv: number; terminal: string | null; name: string }) =>
      setTillTerminal(tpv, terminal),
    onSuccess: (_saved, { name }) => {
      notify(t("devices.settings.saved", { tpv: name }), "success");
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => handleApiError(error, navigate),
  });
  if (!tpvs.data || !terminals.data) return null;
  const { results, reachable, tills } = terminals.data;
  const current = (tpv: number) => tills.find((till) => till.tpv === tpv)?.terminal_id ?? null;
  return (
    <Stack gap="sm" mt="xl">
      <Title order={3}>{t("devices.settings.title")}</Title>
      <Text c="dimmed">{reachable ? t("devices.settings.help") : t("devices.settings.unreachable")}</Text>
      {tpvs.data.results.map((tpv) =>
        reachable ? (
          <Select
            key={tpv.id}
            size="lg"
            label={t("devices.settings.terminal", { tpv: tpv.name })}
            disabled={!canUpdate}
            value={current(tpv.id) ?? ""}
            data={[
              { value: "", label: t("devices.settings.none") },
              ...results.map((terminal) => ({
                value: terminal.id,
                label: `${terminal.id} · ${terminal.status}`,
              })),
            ]}
            onChange={(value) => save.mutate({ tpv: tpv.id, terminal: value || null, name: tpv.name })}
          />
        ) : (
          <TypedTerminal
            key={tpv.id}
            label={t("devices.settings.terminal", { tpv: tpv.name })}
            disabled={!canUpdate}
            initial={current(tpv.id) ?? ""}
            onSave={(value) => save.mutate({ tpv: tpv.id, terminal: value || null, name: tpv.name })}
          />
        ),
      )}
    </Stack>
  );
}

function TypedTerminal(props: {
  label: string;
  disabled: boolean;
  initial: string;
  onSave: (value: string) => void;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <TextInput
      size="lg"
      label={props.label}
      disabled={props.disabled}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value.trim())}
      onBlur={() => {
        if (value !== props.initial) props.onSave(value);
      }}
    />
  );
}
