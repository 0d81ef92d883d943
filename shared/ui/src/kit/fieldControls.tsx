import { forwardRef } from 'react';
import { Input as ChakraInput, NativeSelect as ChakraNativeSelect, Textarea as ChakraTextarea, useFieldContext, type InputProps, type NativeSelectFieldProps, type TextareaProps } from '@chakra-ui/react';

/**
 * The `aria-describedby` a control inside a `Field.Root` should carry: the field's helper text, its error text
 * while the field is invalid and shows one, and any the caller gave. Ark's field ties the error only through
 * `aria-errormessage`, which several screen readers do not read; `aria-describedby` is read by all of them
 * (form errors are tied to their fields).
 */
export function useFieldDescribedBy(own: string | undefined): string | undefined {
  const field = useFieldContext();
  if (!field) return own;
  const errorId = (field.getInputProps() as { 'aria-errormessage'?: string })['aria-errormessage'];
  const ids = [field.ariaDescribedby, errorId, own].filter((id): id is string => Boolean(id));
  return ids.length > 0 ? [...new Set(ids)].join(' ') : undefined;
}

/** Chakra's Input, its field's error text tied through aria-describedby. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  return <ChakraInput ref={ref} {...props} aria-describedby={useFieldDescribedBy(props['aria-describedby'])} />;
});

/** Chakra's Textarea, its field's error text tied through aria-describedby. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(props, ref) {
  return <ChakraTextarea ref={ref} {...props} aria-describedby={useFieldDescribedBy(props['aria-describedby'])} />;
});

const NativeSelectField = forwardRef<HTMLSelectElement, NativeSelectFieldProps>(function NativeSelectField(props, ref) {
  return <ChakraNativeSelect.Field ref={ref} {...props} aria-describedby={useFieldDescribedBy(props['aria-describedby'])} />;
});

/** Chakra's NativeSelect parts, the select's field error text tied through aria-describedby. */
export const NativeSelect: typeof ChakraNativeSelect = { ...ChakraNativeSelect, Field: NativeSelectField };
