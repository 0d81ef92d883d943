import { Flex, Spinner, Text } from '@portal/ui/chakra';

/** Centered spinner shown while the session, the user or a cabinet loads. */
export function PageSpinner({ label = 'Пожалуйста, подождите. Идёт загрузка.' }: { label?: string }) {
  return (
    <Flex role="status" aria-live="polite" direction="column" align="center" justify="center" gap="3" minH="50vh">
      <Spinner size="xl" color="brand.primary" />
      <Text color="fg.muted">{label}</Text>
    </Flex>
  );
}
