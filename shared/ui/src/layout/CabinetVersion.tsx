import { Text } from '../kit/chakra';

/** The cabinet's build version, muted; browser tests read it after swapping a remote's version. */
export function CabinetVersion({ version }: { version: string }) {
  return (
    <Text data-testid="cabinet-version" fontSize="xs" color="fg.subtle" px="4" py="2" truncate>
      Версия {version}
    </Text>
  );
}
