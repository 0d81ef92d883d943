import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Default primary colour of spec §9, used until the server's palette (GET system/color) arrives. */
export const DEFAULT_PRIMARY = '#1976D2';

/** Chakra system of the portal. Issue 4 builds it from the server's design schema and colours. */
export function createPortalSystem(primary: string = DEFAULT_PRIMARY) {
  return createSystem(
    defaultConfig,
    defineConfig({
      theme: {
        tokens: { colors: { brand: { primary: { value: primary } } } },
        breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1920px' },
      },
    }),
  );
}

export const portalSystem = createPortalSystem();
