import { Field, NativeSelect } from '@portal/ui/chakra';

interface SelectFilterProps {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A labelled native select (keyboard usable as the browser makes it). */
export function SelectFilter({ label, value, options, onChange, disabled }: SelectFilterProps) {
  return (
    <Field.Root width="auto" disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" width="56">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
