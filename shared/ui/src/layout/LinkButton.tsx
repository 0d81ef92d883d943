import { Button, type ButtonProps } from '../kit/chakra';

/**
 * A button that reads as a link (a file name that downloads, «Скачать счет»). A button keeps its label on one line;
 * a file or template name can be longer than a phone's line, so this one wraps like the text around it.
 */
export function LinkButton(props: ButtonProps) {
  return (
    <Button
      variant="plain"
      size="sm"
      px="0"
      h="auto"
      minH="8"
      whiteSpace="normal"
      overflowWrap="anywhere"
      textAlign="start"
      justifyContent="flex-start"
      textDecoration="underline"
      {...props}
    />
  );
}
