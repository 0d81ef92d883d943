import { Box, HStack, Text } from '@portal/ui/chakra';

/**
 * A coloured dot with its meaning in text: the §9 colours (#23be00 on white is under 4.5:1) mark, the words
 * carry the meaning in the theme's own text colour, so contrast holds in light and dark themes.
 */
export function ColourMark({ color, text, testId }: { color: string; text: string; testId?: string }) {
  return (
    <HStack gap="1.5" data-testid={testId} data-color={color}>
      <Box as="span" aria-hidden="true" flexShrink={0} width="10px" height="10px" borderRadius="full" style={{ backgroundColor: color }} />
      <Text as="span">{text}</Text>
    </HStack>
  );
}
