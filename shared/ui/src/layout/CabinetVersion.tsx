import { Text } from '../kit/chakra';

/** The cabinet's build version, muted (fg.muted: fg.subtle is under 4.5:1); browser tests read it after swapping a remote's version. */
export function CabinetVersion({ version }: { version: string }) {
  return (
    <Text data-testid="cabinet-version" fontSize="xs" color="fg.muted" px="4" py="2" truncate>
      Версия {version}
    </Text>
  );
}
