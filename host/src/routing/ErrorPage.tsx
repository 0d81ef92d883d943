import { Flex, Heading, Text } from '@portal/ui/chakra';

/** /error (spec §2). */
export function ErrorPage() {
  return (
    <Flex direction="column" align="center" gap="3" p="10">
      <Heading as="h1" size="2xl">
        Ошибка
      </Heading>
      <Text>Возникла ошибка</Text>
    </Flex>
  );
}
