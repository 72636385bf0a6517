import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconUserPlus, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { TextField } from "../../../ui/form/TextField";
import { useSaveEntity } from "../../../ui/form/useSaveEntity";
import { CLIENTS } from "../../people/clients-api";
import { useClientSearch } from "../../requests/takeaway-api";

const TEXTS = "bookings.form";

export interface PickedClient {
  id: number;
  name: string;
}

/** The booking's client: found by name, phone or e-mail, or created here with a name and a contact. */
export function ClientPicker({
  value,
  onChange,
}: {
  value: PickedClient | null;
  onChange: (client: PickedClient | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [isCreating, setCreating] = useState(false);
  const [draft, setDraft] = useState({ first_name: "", phone: "", email: "" });
  const [draftError, setDraftError] = useState<string | undefined>(undefined);
  const search = useClientSearch(text);
  const save = useSaveEntity<{ id: number; first_name: string; last_name: string }, Record<string, string>>(
    CLIENTS,
  );

  if (value) {
    return (
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t(`${TEXTS}.client`)}
          </Text>
          <Text fw={600}>{value.name}</Text>
        </Stack>
        <Button
          variant="subtle"
          size="md"
          leftSection={<IconX aria-hidden size={16} />}
          onClick={() => onChange(null)}
        >
          {t(`${TEXTS}.clientNone`)}
        </Button>
      </Group>
    );
  }

  const create = async () => {
    if (draft.first_name.trim() === "") {
      setDraftError(t(`${TEXTS}.required`));
      return;
    }
    const body = Object.fromEntries(Object.entries(draft).filter(([, field]) => field.trim() !== ""));
    try {
      const client = await save.mutateAsync({ body });
      const name = `${client.first_name} ${client.last_name}`.trim();
      notify(t(`${TEXTS}.clientCreated`, { name }), "success");
      onChange({ id: client.id, name });
      setCreating(false);
    } catch {
      // The app-wide handling shows the server's message.
    }
  };

  if (isCreating) {
    return (
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <TextField
            label={t("clients.fields.first_name")}
            value={draft.first_name}
            onChange={(first_name) => {
              setDraft({ ...draft, first_name });
              setDraftError(undefined);
            }}
            error={draftError}
          />
          <TextField
            label={t("clients.fields.phone")}
            value={draft.phone}
            onChange={(phone) => setDraft({ ...draft, phone })}
          />
          <TextField
            label={t("clients.fields.email")}
            value={draft.email}
            onChange={(email) => setDraft({ ...draft, email })}
          />
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={() => setCreating(false)}>
              {t("form.cancel")}
            </Button>
            <Button size="md" onClick={() => void create()} loading={save.isPending}>
              {t(`${TEXTS}.clientCreate`)}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  const found = search.data?.results ?? [];
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="nowrap">
        <TextField
          label={t(`${TEXTS}.client`)}
          placeholder={t(`${TEXTS}.clientSearch`)}
          value={text}
          onChange={setText}
          style={{ flex: 1 }}
        />
        <Button
          size="lg"
          variant="light"
          leftSection={<IconUserPlus aria-hidden size={18} />}
          onClick={() => {
            setDraft({ first_name: text, phone: "", email: "" });
            setCreating(true);
          }}
        >
          {t(`${TEXTS}.clientNew`)}
        </Button>
      </Group>
      {found.length > 0 && (
        <Stack gap={4}>
          {found.slice(0, 6).map((client) => (
            <Button
              key={client.id}
              variant="subtle"
              justify="flex-start"
              size="md"
              onClick={() => onChange({ id: client.id, name: client.name })}
            >
              {[client.name, client.phone, client.email].filter(Boolean).join(" · ")}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
