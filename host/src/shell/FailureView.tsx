import { Alert, Box, Button, Code, Flex } from '@portal/ui/chakra';

interface FailureViewProps {
  title: string;
  /** What the user can do about it, in plain Russian. */
  reason: string;
  /** Technical text (e.g. the federation runtime's error) for support, folded away. */
  details?: string;
  onRetry: () => void;
  testId?: string;
}

/** A failure inside the shell: what failed, why, and a 'Повторить' button (ARCHITECTURE rule 7). */
export function FailureView({ title, reason, details, onRetry, testId }: FailureViewProps) {
  return (
    <Flex direction="column" align="flex-start" gap="4" p="6" data-testid={testId}>
      <Alert.Root status="error" maxW="2xl" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{reason}</Alert.Description>
          {details ? (
            <Box as="details" mt="2" fontSize="sm">
              <summary>Подробности</summary>
              <Code display="block" whiteSpace="pre-wrap" mt="1" p="2">
                {details}
              </Code>
            </Box>
          ) : null}
        </Alert.Content>
      </Alert.Root>
      <Button onClick={onRetry}>Повторить</Button>
    </Flex>
  );
}
