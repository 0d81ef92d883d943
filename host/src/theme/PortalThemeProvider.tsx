import { useMemo, type ReactNode } from 'react';
import { ChakraProvider } from '@portal/ui/chakra';
import { useQuery } from '@tanstack/react-query';
import { createPortalSystem, portalSystem } from '@portal/ui';
import { useAuthenticated } from '../serverData/useAuthenticated';
import { fetchSystemColors } from './serverTheme';
import { useApplyColorMode, useIsDark } from './useColorMode';

/**
 * Chakra for the host and every remote (spec §3 Theme): the system built from the server's palettes once
 * they arrive (the default before), in the colour mode of the user's choice or the design schema.
 */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  const colors = useQuery({ queryKey: ['system', 'color'], queryFn: fetchSystemColors, enabled: useAuthenticated(), staleTime: Infinity });
  const system = useMemo(() => (colors.data ? createPortalSystem(colors.data) : portalSystem), [colors.data]);
  useApplyColorMode(useIsDark());
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
