import { z } from '@portal/api/zod';
import { DEFAULT_REGISTRY_PAGE_SIZE, DEFAULT_REGISTRY_SORT, registryListFilterSchema, type RegistryListFilter, type RegistryListItem, type RegistryStatus } from '@portal/api';
import type { MergedRegistry } from '../api/mergeRegistryStages';

/**
 * What a registry's list row says of it, carried into its detail: the debtor's detail (spec §7 GET
 * /lkd/registries/{id}/detail, §3 Registry) names no number, status or header data, and the list row has them.
 */
export interface CarriedListRow {
  id: string;
  number: string;
  status: RegistryStatus;
  createDate: string;
  contractFactNum: string;
  debtor: string;
  supplier: string;
  source: string;
  debtorInn: string;
  amount: number | null;
}

export function carriedRowOf(item: RegistryListItem): CarriedListRow {
  return {
    id: String(item.id),
    number: item.number,
    status: item.status,
    createDate: item.createDate,
    contractFactNum: item.contractFactNum,
    debtor: item.debtor,
    supplier: item.supplier,
    source: item.source,
    debtorInn: item.debtorInn,
    amount: item.amount,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The row in a link's router state (`{ listRow }`), if it is one for this registry; anything else is ignored. */
export function carriedRowFromState(state: unknown, id: string): CarriedListRow | null {
  const row = (state as { listRow?: unknown } | null)?.listRow as Partial<Record<keyof CarriedListRow, unknown>> | undefined;
  if (!row || typeof row !== 'object' || String(row.id) !== id) return null;
  const status = (row.status ?? {}) as { code?: unknown; name?: unknown };
  return {
    id,
    number: text(row.number),
    status: { code: text(status.code), name: text(status.name) },
    createDate: text(row.createDate),
    contractFactNum: text(row.contractFactNum),
    debtor: text(row.debtor),
    supplier: text(row.supplier),
    source: text(row.source),
    debtorInn: text(row.debtorInn),
    amount: typeof row.amount === 'number' && Number.isFinite(row.amount) ? row.amount : null,
  };
}

/** Rows of the lists seen in this page's life, by cabinet prefix and id: a detail opened without router state. */
const seen = new Map<string, CarriedListRow>();
const SEEN_LIMIT = 500;

export function rememberListRows(apiPrefix: string, items: readonly RegistryListItem[]): void {
  for (const item of items) {
    const key = `${apiPrefix}/${String(item.id)}`;
    seen.delete(key);
    seen.set(key, carriedRowOf(item));
  }
  // The oldest go first; a session browsing thousands of rows keeps the latest.
  for (const key of seen.keys()) {
    if (seen.size <= SEEN_LIMIT) break;
    seen.delete(key);
  }
}

export function rememberedListRow(apiPrefix: string, id: string): CarriedListRow | null {
  return seen.get(`${apiPrefix}/${id}`) ?? null;
}

const known = (status: RegistryStatus) => status.code !== '' || status.name !== '';

/**
 * The registry with what its answers left out filled from its list row: the status (which decides the controls,
 * decision 0018) and the header's number, date, contract, debtor, supplier, source, debtor INN and amount. What the
 * answers carry wins.
 */
export function withListRow(registry: MergedRegistry, row: CarriedListRow | null): MergedRegistry {
  if (!row) return registry;
  const { header, detail } = registry;
  const core = detail.registry;
  return {
    ...registry,
    detail: {
      ...detail,
      registry: {
        ...core,
        number: core.number || row.number,
        status: known(core.status) ? core.status : row.status,
        createDate: core.createDate || row.createDate,
        contractFactNum: core.contractFactNum || row.contractFactNum,
        debtor: core.debtor || row.debtor,
        source: core.source || row.source,
      },
    },
    header: {
      ...header,
      number: header.number || row.number,
      status: known(header.status) ? header.status : row.status,
      createDate: header.createDate || row.createDate,
      contractFactNum: header.contractFactNum || row.contractFactNum,
      debtor: header.debtor || row.debtor,
      supplier: header.supplier || row.supplier,
      debtorInn: header.debtorInn || row.debtorInn,
      amount: header.amount ?? row.amount,
    },
  };
}

/** Shown in place of the actions that depend on the state when neither the answers nor a list row gave one. */
export const REGISTRY_STATE_UNKNOWN = 'Состояние заявки неизвестно, поэтому действия с ней (подписание, отправка, отзыв, изменение) недоступны.';

/** The list page's filter carried with the row (`{ listFilter }`), if it reads as one; null otherwise. */
export function listFilterFromState(state: unknown): RegistryListFilter | null {
  const filter = (state as { listFilter?: unknown } | null)?.listFilter;
  if (filter === undefined || filter === null) return null;
  const read = z.safeParse(registryListFilterSchema, filter);
  return read.success ? read.data : null;
}

/**
 * The whole list (spec §3's `pagination: false`, as the reports ask their files), in which a registry opened by its
 * address alone (a bookmark, a reload, the standalone route) finds its row: §3 gives the list filter no id.
 */
export const WHOLE_LIST_FILTER: RegistryListFilter = { sortBy: DEFAULT_REGISTRY_SORT, sortDesc: true, page: 0, size: DEFAULT_REGISTRY_PAGE_SIZE, pagination: false };
