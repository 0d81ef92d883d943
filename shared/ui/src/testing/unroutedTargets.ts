import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CabinetPage } from '../layout/CabinetShell';

/**
 * The in-app link targets among `targets` that no page of the cabinet mounted at `/<cabinet>` serves. The shell sends
 * an unknown path on to the landing page, so such a link looks as if it worked: only this check tells. The cabinet's
 * root alone is not a page (it only redirects); a query or hash is not part of the match.
 */
export function unroutedTargets(cabinet: string, pages: readonly CabinetPage[], targets: readonly string[]): string[] {
  const patterns = pages.map((page) => segmentsOf(`/${cabinet}/${page.path}`));
  return [...new Set(targets)].filter((target) => {
    const path = segmentsOf(new URL(target, 'http://portal.invalid').pathname);
    return !patterns.some((pattern) => pattern.length === path.length && pattern.every((part, index) => part === path[index] || (part.startsWith(':') && path[index] !== '')));
  });
}

/** A path's segments, as react-router matches them: static words and ':param's, slashes at either end ignored. */
function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$|[/\\]testing[/\\]/;

/**
 * Every path under `/<cabinet>/` written out whole in the code under `dirs` (tests and test kits left out): a menu
 * item, a `<Link to>`, a `navigate(…)`. A path put together at run time is checked through the helper that builds it.
 */
export function cabinetPathLiterals(cabinet: string, dirs: readonly string[]): string[] {
  const literal = new RegExp(`['"\`](/${cabinet}/[^'"\`$\\s]*)['"\`]`, 'g');
  const files = dirs.flatMap((dir) => (readdirSync(dir, { recursive: true }) as string[]).map((file) => path.join(dir, file)));
  return files
    .filter((file) => SOURCE.test(file) && !TEST.test(file))
    .flatMap((file) => [...withoutComments(readFileSync(file, 'utf8')).matchAll(literal)].map((match) => match[1]!));
}

/** The code without its comments (which may show a path's form, '/lkk/registries{branch}/12/detail'). */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(?<![:'"`])\/\/[^\n]*/g, '');
}
