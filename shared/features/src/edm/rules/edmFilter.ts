import { EDM_PAGE_LIMIT, type EdmDirection, type EdmFilterRequest } from '@portal/api';
import { russianDateToIso } from './russianDate';

/** What the user chose on the EDM page; kept in the URL (dates as typed, DD.MM.YYYY). */
export interface EdmFilterState {
  type: EdmDirection;
  page: number;
  status: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  /** A document type id of GET /edm/type: a number when it reads as one, else the text as given. */
  documentType: string | number | null;
  store: boolean;
}

export const DEFAULT_EDM_FILTER: EdmFilterState = { type: 'incoming', page: 0, status: null, dateFrom: null, dateTo: null, documentType: null, store: false };

/** Spec §3's filter for POST /edm/all: page, limit 30, pagination, createDate descending, the user's clientId. */
export function filterToRequest(filter: EdmFilterState, clientId: string | number): EdmFilterRequest {
  return {
    page: filter.page,
    limit: EDM_PAGE_LIMIT,
    pagination: true,
    sortBy: 'createDate',
    sortDesc: true,
    status: filter.status,
    dateFrom: filter.dateFrom === null ? null : russianDateToIso(filter.dateFrom),
    dateTo: filter.dateTo === null ? null : russianDateToIso(filter.dateTo),
    store: filter.store,
    type: filter.type,
    documentType: filter.documentType,
    clientId,
    sorted: { field: 'createDate', orderBy: 'DESC' },
  };
}

const PARAM = { type: 'type', page: 'page', status: 'status', dateFrom: 'from', dateTo: 'to', documentType: 'docType', store: 'archive' } as const;

/** A type id from the URL or the picker: a positive whole number as a number (as GET /edm/type mostly sends it), other text as is. */
export function documentTypeOf(value: string | null): string | number | null {
  if (value === null || value.trim() === '') return null;
  return /^[1-9]\d*$/.test(value) ? Number(value) : value;
}

/** The filter read from the page's URL; anything unreadable falls back to the default. */
export function filterFromSearch(params: URLSearchParams): EdmFilterState {
  const page = Number(params.get(PARAM.page) ?? '1');
  const date = (value: string | null) => (value !== null && russianDateToIso(value) !== null ? value : null);
  return {
    type: params.get(PARAM.type) === 'outgoing' ? 'outgoing' : 'incoming',
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    status: params.get(PARAM.status) || null,
    dateFrom: date(params.get(PARAM.dateFrom)),
    dateTo: date(params.get(PARAM.dateTo)),
    documentType: documentTypeOf(params.get(PARAM.documentType)),
    store: params.get(PARAM.store) === '1',
  };
}

/** The URL's query for a filter: only what differs from the default; pages counted from 1 for people. */
export function filterToSearch(filter: EdmFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.type !== 'incoming') params.set(PARAM.type, filter.type);
  if (filter.page > 0) params.set(PARAM.page, String(filter.page + 1));
  if (filter.status) params.set(PARAM.status, filter.status);
  if (filter.dateFrom) params.set(PARAM.dateFrom, filter.dateFrom);
  if (filter.dateTo) params.set(PARAM.dateTo, filter.dateTo);
  if (filter.documentType !== null) params.set(PARAM.documentType, String(filter.documentType));
  if (filter.store) params.set(PARAM.store, '1');
  return params;
}
