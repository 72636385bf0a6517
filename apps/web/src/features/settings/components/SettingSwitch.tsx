import { Switch } from "@mantine/core";

/** The whole label is the switch's target, at least 48 px high for a finger. */
const TOUCH_SWITCH = { body: { minHeight: 48, alignItems: "center" } } as const;

/** A fieldset's legend as the section's heading. */
export const LEGEND_STYLES = {
  legend: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" },
} as const;

export interface SettingSwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One yes/no setting. */
export function SettingSwitch({ label, description, checked, onChange }: SettingSwitchProps) {
  return (
    <Switch
      size="lg"
      styles={TOUCH_SWITCH}
      label={label}
      description={description}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
