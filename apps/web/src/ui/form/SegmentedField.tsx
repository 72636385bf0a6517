import { Input, SegmentedControl, type SegmentedControlItem, Stack } from "@mantine/core";
import { useId } from "react";

export interface SegmentedFieldProps<Value extends string> {
  label: string;
  description?: string;
  error?: string;
  data: Array<SegmentedControlItem & { value: Value }>;
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
}

/** A few exclusive choices shown at once (a shape, a connection), labelled like the form's other fields. */
export function SegmentedField<Value extends string>({
  label,
  description,
  error,
  data,
  value,
  onChange,
  disabled,
}: SegmentedFieldProps<Value>) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Input.Label size="lg" id={labelId} labelElement="div">
        {label}
      </Input.Label>
      <SegmentedControl
        size="lg"
        aria-labelledby={labelId}
        data={data}
        value={value}
        onChange={(next) => onChange(next as Value)}
        disabled={disabled}
      />
      {description && <Input.Description size="md">{description}</Input.Description>}
      {error && <Input.Error size="md">{error}</Input.Error>}
    </Stack>
  );
}
