import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The browser tests by area and by cabinet, so a team runs its own (`E2E_AREA=accessibility` or
 * `npx pnpm --filter remote-lkd test:e2e`) while `npm test` runs every file. Groups are of spec files, found, not
 * listed per test: a new spec file needs no entry (it is in the area its name matches, else in 'other', and in the
 * cabinets its text signs in to or opens), so engineers adding specs never touch this file.
 */
export const TESTS_DIR = path.join(__dirname, '..', 'tests');

/** Areas by spec file name; the first that matches wins, and a file no area names is in 'other'. */
export const AREAS: ReadonlyArray<{ area: string; files: RegExp }> = [
  { area: 'accessibility', files: /^(a11y\w*|axeAudit|keyboard|responsive|officeScreens)\.spec\.ts$/ },
  { area: 'sign-in', files: /^(signIn\w*|sibling\w*Cookies|sessionReuse|tokenExpiry|settings|signing|workstationCheck)\.spec\.ts$/ },
  { area: 'features', files: /^(registries|registrySigning|edm|events|reports|rewards|mainPages|specOnly)\.spec\.ts$/ },
  { area: 'faults', files: /^(faults|serverErrorBursts|errorCatalogue|hostileInput|doubleSubmit|uploadRefusals|browserBack|unsavedChoiceBack|backEndContract)\.spec\.ts$/ },
  { area: 'cabinet-loading', files: /^(shell|remoteLoading|cabinet\w+)\.spec\.ts$/ },
  { area: 'production', files: /^(production\w*|securityHeaders)\.spec\.ts$/ },
];
export const OTHER_AREA = 'other';

export const CABINETS = ['LKK', 'LKD', 'LKA', 'LKP'] as const;
export type Cabinet = (typeof CABINETS)[number];

/** The demo users (support/demoUsers.ts) of each cabinet: 'multi' holds LKK among others and lands there. */
const LOGINS: Record<Cabinet, string[]> = { LKK: ['supplier', 'multi'], LKD: ['debtor'], LKA: ['agent'], LKP: ['principal'] };

export function areaOf(file: string): string {
  return AREAS.find(({ files }) => files.test(path.basename(file)))?.area ?? OTHER_AREA;
}

/**
 * The cabinets a spec's text reaches: a demo login in quotes, a cabinet path (/lkd/…), its remote's folder or port
 * name (remote-lkd, .LKD, 'LKD'); a spec that walks DEMO_USERS reaches all four.
 */
export function cabinetsOf(specText: string): Cabinet[] {
  if (/\bDEMO_USERS\b/.test(specText)) return [...CABINETS];
  return CABINETS.filter((scope) => {
    const lower = scope.toLowerCase();
    const login = LOGINS[scope].map((name) => `['"\`]${name}['"\`]`).join('|');
    return new RegExp(`${login}|/${lower}/|remote-${lower}\\b|\\.${scope}\\b|['"\`]${scope}['"\`]`).test(specText);
  });
}

export function specFiles(dir = TESTS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
}

/**
 * What `playwright test` runs when E2E_AREA or E2E_CABINET (or both) narrow it: the spec files' full paths; every
 * file when neither is set. An unknown name is an error, never an empty run.
 */
export function selectedSpecs(env: NodeJS.ProcessEnv = process.env, dir = TESTS_DIR): string[] | undefined {
  const area = env.E2E_AREA?.trim();
  const cabinet = env.E2E_CABINET?.trim().toUpperCase();
  if (!area && !cabinet) return undefined;
  if (area && area !== OTHER_AREA && !AREAS.some((entry) => entry.area === area)) {
    throw new Error(`E2E_AREA=${area}: no such area (${[...AREAS.map((entry) => entry.area), OTHER_AREA].join(', ')})`);
  }
  if (cabinet && !(CABINETS as readonly string[]).includes(cabinet)) throw new Error(`E2E_CABINET=${cabinet}: no such cabinet (${CABINETS.join(', ')})`);
  return specFiles(dir)
    .filter((name) => !area || areaOf(name) === area)
    .filter((name) => !cabinet || cabinetsOf(readFileSync(path.join(dir, name), 'utf8')).includes(cabinet as Cabinet))
    .map((name) => path.join(dir, name));
}
