import type { HttpMethod } from './specCalls';

/** A call of a catalogue: a method and a path relative to `/api/` with `{name}` placeholders. */
export interface CataloguedCall {
  method: HttpMethod;
  path: string;
}

/**
 * The catalogue form of a request path: relative to `/api/`, no leading or trailing slash, no query.
 * `/api/edm/statuses/?type=x` → `edm/statuses`.
 */
export function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.replace(/^\/+/, '').replace(/^api\//, '').replace(/\/+$/, '');
}

const patternCache = new Map<string, RegExp>();

function patternOf(template: string): RegExp {
  let pattern = patternCache.get(template);
  if (!pattern) {
    const source = template
      .split('/')
      .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    pattern = new RegExp(`^${source}$`);
    patternCache.set(template, pattern);
  }
  return pattern;
}

/** The first call of `calls` a request matches (method and path; a placeholder stands for one segment), or undefined. */
export function findCall<T extends CataloguedCall>(calls: readonly T[], method: string, path: string): T | undefined {
  const wanted = method.toUpperCase();
  const normalised = normalisePath(path);
  return calls.find((entry) => entry.method === wanted && patternOf(entry.path).test(normalised));
}
