import type { World } from '../world/world';
import type { OwnerKey } from '../world/worldTypes';
import type { BaseFilter, ReportDefinition, ReportRow } from './reportDefinition';

const collator = new Intl.Collator('ru', { numeric: true });

function compareKeys(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/** The filter's rows sorted on the server (ties by id, so pages never overlap) and, with pagination, one page. */
export function runReport<Row extends ReportRow, Filter extends BaseFilter>(definition: ReportDefinition<Row, Filter>, world: World, owner: OwnerKey, filter: Filter) {
  const key = definition.sortKeys[filter.sortBy as Filter['sortBy']];
  const direction = filter.sortDesc ? -1 : 1;
  const all = definition.rows(world, owner, filter).sort((a, b) => direction * (compareKeys(key(a), key(b)) || a.id - b.id));
  const page = filter.pagination ? all.slice(filter.page * filter.size, (filter.page + 1) * filter.size) : all;
  return { all, page };
}

/** The JSON answer of spec §3: items, total (rows of the filter), count (rows on this page), plus totals. */
export function reportAnswer<Row extends ReportRow, Filter extends BaseFilter>(definition: ReportDefinition<Row, Filter>, world: World, owner: OwnerKey, filter: Filter) {
  const { all, page } = runReport(definition, world, owner, filter);
  return { items: page.map(definition.answerRow), total: all.length, count: page.length, ...(definition.totals?.(all) ?? {}) };
}
