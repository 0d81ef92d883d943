/**
 * What a cabinet says about itself (decision 0054): its name (the header's role in brackets and the account switch,
 * spec §1, §2), its home (the header logo's target) and its landing page (where `/`, `/login` and its root lead, spec §2
 * Guards). Each remote declares them in its package.json (`portal.cabinet`); its build writes them into
 * mf-manifest.json's `metaData.cabinet`, and the host reads them from the running manifest: nothing about one cabinet
 * is compiled into the host. No zod: main.js reads them.
 */
export interface CabinetFacts {
  name: string;
  home: string;
  landing: string;
}

/** The mf-manifest.json `metaData` field the facts are written to. */
export const CABINET_FACTS_FIELD = 'cabinet';

const MAX_NAME_LENGTH = 80;
/** Letters, digits, `-` and `_` between single slashes: a page of the portal, never another origin or a `..`. */
const PAGE_PATH = /^(?:\/[A-Za-z0-9_-]+)+$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `path` is a page of `scope`'s own cabinet (`/lkd` or below it). */
export function isCabinetPage(scope: string, path: unknown): path is string {
  const root = `/${scope.toLowerCase()}`;
  return typeof path === 'string' && PAGE_PATH.test(path) && (path === root || path.startsWith(`${root}/`));
}

/** The facts as declared, or null when they are not `scope`'s: a name of a line, home and landing in its own cabinet. */
export function checkCabinetFacts(scope: string, value: unknown): CabinetFacts | null {
  if (!isObject(value)) return null;
  const { name, home, landing } = value;
  if (typeof name !== 'string' || !name.trim() || name.length > MAX_NAME_LENGTH || /\p{Cc}/u.test(name)) return null;
  if (!isCabinetPage(scope, home) || !isCabinetPage(scope, landing)) return null;
  return { name, home, landing };
}

/** The facts a remote's mf-manifest.json carries for `scope`; null when it carries none, or not `scope`'s. */
export function cabinetFactsOf(scope: string, manifest: unknown): CabinetFacts | null {
  const meta = isObject(manifest) && isObject(manifest.metaData) ? manifest.metaData : {};
  return checkCabinetFacts(scope, meta[CABINET_FACTS_FIELD]);
}

/**
 * Whether the page at `pathname` opens on `scope`'s landing page (`landing`, as its manifest declares it; null when it
 * declares none): the page itself, the cabinet's root, or `/` and `/login`, which send a signed-in user to the root,
 * where the cabinet sends them on to its landing page (spec §2 Routes and Guards).
 */
export function opensOnLanding(pathname: string, scope: string, landing: string | null): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === '/' || path === '/login' || path === `/${scope.toLowerCase()}` || (landing !== null && path === landing);
}
