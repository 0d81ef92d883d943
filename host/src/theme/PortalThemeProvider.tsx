import { useMemo, type ReactNode } from 'react';
import { ChakraProvider } from '@portal/ui/chakra';
import { createPortalSystem, portalSystem } from '@portal/ui';
import { useApplyThemeSwitches } from './themeSwitches';
import { useApplyColorMode, useIsDark } from './useColorMode';
import { useSystemColors } from './useSystemColors';

/**
 * Chakra for the host and every remote (spec §3 Theme): the system built from the server's palettes once
 * they arrive (the default before), in the colour mode of the user's choice or the design schema, with the
 * server's animation and dialog white-text switches applied.
 */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  const colors = useSystemColors();
  const system = useMemo(() => (colors.data ? createPortalSystem(colors.data) : portalSystem), [colors.data]);
  useApplyColorMode(useIsDark());
  useApplyThemeSwitches();
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
