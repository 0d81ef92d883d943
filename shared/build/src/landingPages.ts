import path from 'node:path';

/**
 * The module each cabinet's landing page (CABINET_LANDING in @portal/api) is lazily imported from, relative to
 * the repository. The remote's manifest lists its scripts so the host fetches them with the cabinet's own on a
 * cold visit; a build warns if the page is moved without updating this table (and preloads the cabinet only).
 */
export const LANDING_PAGE_MODULES = {
  // /lkk/main and /lkp/main: each client cabinet's main page.
  LKK: 'remote-lkk/src/pages/MainPage.tsx',
  LKP: 'remote-lkp/src/pages/MainPage.tsx',
  // /lkd/supplies and /lka/supplies: the registries list.
  LKD: 'shared/features/src/registries/screens/RegistriesPage.tsx',
  LKA: 'shared/features/src/registries/screens/RegistriesPage.tsx',
} as const;

/** Absolute path of a cabinet's landing page module, from a remote's package folder. */
export function landingPageModule(packageDir: string, scope: string): string {
  const module = LANDING_PAGE_MODULES[scope as keyof typeof LANDING_PAGE_MODULES];
  if (!module) throw new Error(`No landing page known for cabinet scope "${scope}"`);
  return path.join(path.resolve(packageDir, '..'), module);
}
