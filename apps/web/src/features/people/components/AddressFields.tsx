import { Grid, Group, Radio, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/form/NumberField";
import { TextField } from "../../../ui/form/TextField";
import type { AddressField, AddressRow, AddressRowErrors } from "../client-form";

export interface AddressFieldsProps {
  row: AddressRow;
  /** Counted from 1, as the remove button names the line. */
  number: number;
  errors: AddressRowErrors;
  isPrincipal: boolean;
  /** Shared by the lines' principal choices, so they form one group for the keyboard. */
  principalGroup: string;
  update: (patch: Partial<AddressRow>) => void;
  onChoosePrincipal: () => void;
}

/** The line's fields take the row; the remove button wraps under them when the screen is narrow. */
const FIELDS = { flex: "1 1 260px", minWidth: 0 } as const;
const THIRD = { base: 12, xs: 4 } as const;
const COORDINATE = { base: 6, xs: 4 } as const;
const PRINCIPAL_CELL = { display: "flex", alignItems: "flex-end" } as const;
/** A card a finger can hit (≥ 44 px), not a bare radio dot. */
const PRINCIPAL_CARD = { minHeight: 50 } as const;

/** One address line of the client dialog: where it is, how to find it, and whether it is the principal. */
export function AddressFields({
  row,
  number,
  errors,
  isPrincipal,
  principalGroup,
  update,
  onChoosePrincipal,
}: AddressFieldsProps) {
  const { t } = useTranslation();
  const text = (name: Exclude<AddressField, "latitude" | "longitude">) => ({
    label: t(`clients.addresses.${name}`),
    value: row[name],
    onChange: (value: string) => update({ [name]: value }),
    error: errors[name],
  });
  return (
    <Grid gap="sm" style={FIELDS}>
      <Grid.Col span={12}>
        <TextField {...text("address")} required maxLength={255} />
      </Grid.Col>
      <Grid.Col span={THIRD}>
        <TextField {...text("postal_code")} maxLength={12} />
      </Grid.Col>
      <Grid.Col span={THIRD}>
        <TextField {...text("town")} maxLength={120} />
      </Grid.Col>
      <Grid.Col span={THIRD}>
        <TextField {...text("city")} maxLength={120} />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextField
          {...text("reference")}
          description={t("clients.addresses.referenceHint")}
          maxLength={255}
        />
      </Grid.Col>
      <Grid.Col span={COORDINATE}>
        <NumberField
          label={t("clients.addresses.latitude")}
          value={row.latitude}
          onChange={(latitude) => update({ latitude })}
          error={errors.latitude}
        />
      </Grid.Col>
      <Grid.Col span={COORDINATE}>
        <NumberField
          label={t("clients.addresses.longitude")}
          value={row.longitude}
          onChange={(longitude) => update({ longitude })}
          error={errors.longitude}
        />
      </Grid.Col>
      <Grid.Col span={THIRD} style={PRINCIPAL_CELL}>
        <Radio.Card
          name={principalGroup}
          checked={isPrincipal}
          onClick={onChoosePrincipal}
          aria-label={t("clients.addresses.principalRow", { number })}
          withBorder
          radius="md"
          px="md"
          py="xs"
          style={PRINCIPAL_CARD}
        >
          <Group gap="sm" wrap="nowrap">
            <Radio.Indicator size="md" />
            <Text fw={isPrincipal ? 700 : 400}>{t("clients.addresses.principal")}</Text>
          </Group>
        </Radio.Card>
      </Grid.Col>
    </Grid>
  );
}
