import { useEffect, useRef, useState } from 'react';
import { Field, Input } from '@portal/ui/chakra';
import { useDebouncedValue } from '@portal/ui';

interface TextFilterProps {
  label: string;
  value: string;
  onCommit: (value: string) => void;
}

/** A text filter that asks the server once the user pauses typing (not on every key). */
export function TextFilter({ label, value, onCommit }: TextFilterProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, 400);
  // The render's latest props and settled text, read by the effects below without re-running them.
  const latest = useRef({ value, onCommit, settled });
  latest.current = { value, onCommit, settled };
  useEffect(() => {
    // Only a settled change of the user's text commits; `value` follows through the URL.
    if (settled !== latest.current.value) latest.current.onCommit(settled);
  }, [settled]);
  useEffect(() => {
    // The URL changed from elsewhere (back button, another report): show its value.
    setText((current) => (current === latest.current.settled ? value : current));
  }, [value]);
  return (
    <Field.Root width="auto">
      <Field.Label>{label}</Field.Label>
      <Input size="sm" width="48" value={text} onChange={(event) => setText(event.currentTarget.value)} />
    </Field.Root>
  );
}
