import { forwardRef, useRef, type ReactNode } from 'react';
import { Button } from '../kit/chakra';

export interface FilePickButtonProps {
  /** The file input's accessible name (the input itself is not shown). */
  label: string;
  /** The button's text, e.g. «Добавить документы». */
  children: ReactNode;
  accept?: string;
  multiple?: boolean;
  /** Ids of the texts describing the choice (its refusals), given to the input and the button alike. */
  describedBy?: string;
  disabled?: boolean;
  onPick: (files: File[]) => void;
}

/**
 * The portal's way to choose files: its own button (as «Добавить документы» of a registry) over a hidden file input,
 * instead of the browser's «Выберите файлы / Файл не выбран», which differs by browser and language.
 */
export const FilePickButton = forwardRef<HTMLButtonElement, FilePickButtonProps>(function FilePickButton(
  { label, children, accept, multiple = false, describedBy, disabled = false, onPick },
  ref,
) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        aria-describedby={describedBy}
        onChange={(event) => onPick(Array.from(event.currentTarget.files ?? []))}
      />
      <Button ref={ref} size="sm" variant="outline" alignSelf="flex-start" disabled={disabled} aria-describedby={describedBy} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
});
