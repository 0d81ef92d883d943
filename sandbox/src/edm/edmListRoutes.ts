import express, { type Router } from 'express';
import { z } from 'zod';
import { idInput } from '../api/contract/idInput';
import { HttpError } from '../api/httpError';
import { parseBody } from '../api/parseBody';
import { callerOwner } from '../registries/registryAccess';
import { addDays, WORLD_TODAY } from '../world/worldCalendar';
import { callerPartyId } from './edmAccess';
import { edmDocAnswer } from './edmAnswer';
import { EDM_DOCUMENT_TYPES } from './edmDocumentTypes';
import type { EdmDoc } from './edmModel';
import { ARCHIVE_AFTER_DAYS, FINAL_STATUSES, STATUSES_BY_DIRECTION } from './edmStatuses';
import type { EdmStore } from './edmStore';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'дата ожидается как ГГГГ-ММ-ДД');
const direction = z.enum(['incoming', 'outgoing']);

/** POST /edm/all: the filter of spec §3 as CONTRACT.md fixes it, strict. */
const edmFilter = z.strictObject({
  page: z.number().int().min(0),
  limit: z.number().int().min(1).max(100),
  pagination: z.boolean(),
  sortBy: z.literal('createDate'),
  sortDesc: z.boolean(),
  status: z.string().min(1).nullable(),
  dateFrom: isoDay.nullable(),
  dateTo: isoDay.nullable(),
  store: z.boolean(),
  type: direction,
  documentType: idInput.nullable(),
  clientId: idInput,
  sorted: z.strictObject({ field: z.literal('createDate'), orderBy: z.enum(['DESC', 'ASC']) }),
});

function archived(doc: EdmDoc): boolean {
  return FINAL_STATUSES.includes(doc.status) && doc.date < addDays(WORLD_TODAY, -ARCHIVE_AFTER_DAYS);
}

/** POST /edm/all, GET /edm/type, GET /edm/statuses/?type=. */
export function edmListRoutes(store: EdmStore): Router {
  const router = express.Router();

  router.post('/edm/all', (req, res) => {
    const filter = parseBody(edmFilter, req.body);
    if (filter.clientId !== callerPartyId(res)) throw new HttpError(403, `clientId ${filter.clientId} не принадлежит пользователю`);
    const order = filter.sorted.orderBy === 'ASC' ? 1 : -1;
    const matching = store
      .of(callerOwner(res))
      .filter((doc) => doc.direction === filter.type)
      .filter((doc) => filter.status === null || doc.status === filter.status)
      .filter((doc) => filter.documentType === null || doc.typeId === filter.documentType)
      .filter((doc) => filter.dateFrom === null || doc.date >= filter.dateFrom)
      .filter((doc) => filter.dateTo === null || doc.date <= filter.dateTo)
      .filter((doc) => archived(doc) === filter.store)
      .sort((a, b) => order * (a.date.localeCompare(b.date) || a.id - b.id));
    const page = filter.pagination ? matching.slice(filter.page * filter.limit, (filter.page + 1) * filter.limit) : matching;
    res.json({ content: page.map(edmDocAnswer), count: matching.length });
  });

  router.get('/edm/type', (_req, res) => {
    res.json(EDM_DOCUMENT_TYPES);
  });

  router.get('/edm/statuses', (req, res) => {
    const parsed = direction.safeParse(req.query.type);
    if (!parsed.success) throw new HttpError(400, 'Параметр type должен быть incoming или outgoing');
    res.json(STATUSES_BY_DIRECTION[parsed.data]);
  });

  return router;
}
