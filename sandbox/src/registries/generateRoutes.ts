import express, { type Router } from 'express';
import { z } from 'zod';
import { idInput } from '../api/contract/idInput';
import { HttpError } from '../api/httpError';
import { parseBody } from '../api/parseBody';
import type { World } from '../world/world';
import { earliestFundingDate, isWorkingDay } from '../world/workCalendar';
import { russianDate } from '../world/worldCalendar';
import { REGISTRY_STATUS_NAMES, type Registry, type Supply } from '../world/worldTypes';
import { attachment } from './binaryRoutes';
import { ownedRegistry } from './registryAccess';
import { can } from './registryPermissions';
import { registryWorkbook, XLSX_CONTENT_TYPE } from './registryWorkbook';

/** POST {prefix}/{id}/generate body (CONTRACT.md "Checks"), strict. */
const generateCheck = z.strictObject({
  supplies: z.array(idInput).min(1),
  type: z.enum(['all', 'registryFile']),
  financing: z.array(idInput).optional(),
  // ISO, or DD.MM.YYYY (spec §9's date format, and the spec-only mode's work calendar): kept as ISO.
  futureFundingDate: z
    .union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/).transform((day) => day.split('.').reverse().join('-'))])
    .refine((iso) => !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso), 'Дата финансирования: такой даты нет в календаре')
    .nullable()
    .optional(),
});

/** futureFundingDate must be a working day no earlier than the next one (decision 0035): 400 with what to choose. */
export function refuseFundingDate(isoDate: string, now: Date): void {
  const earliest = earliestFundingDate(now);
  if (isoDate < earliest) throw new HttpError(400, `Дата финансирования ${russianDate(isoDate)} уже прошла или наступает сегодня: выберите рабочий день не раньше ${russianDate(earliest)}`);
  if (!isWorkingDay(isoDate)) throw new HttpError(400, `Дата финансирования ${russianDate(isoDate)} — не рабочий день`);
}

function isFinancingOf(value: unknown): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new HttpError(400, 'Параметр isFinancing должен быть true или false');
}

/** Keeps one generated file per kind in the registry's documents for signing (a new one replaces the old). */
function record(world: World, registry: Registry, type: string, name: string, contentType: string, bytes: Buffer): void {
  const previous = registry.documentsForSigning.find((doc) => doc.type === type);
  if (previous) world.files.remove(previous.fileId);
  registry.documentsForSigning = registry.documentsForSigning.filter((doc) => doc.type !== type);
  const file = world.files.add(registry.owner, name, contentType, bytes);
  registry.documentsForSigning.push({ id: world.nextDocumentId(), fileId: file.id, name, type, registry: type !== 'assignment' });
}

/**
 * Saves the choice sent with type 'all' (registries CONTRACT.md "Choosing supplies, funding date, generate, sign, actions"): a supply chosen for the registry is `active`, one left
 * out loses `active` and `prime` (so the spec's preselection gives the saved choice back); `financing` as sent.
 */
function saveChoice(registry: Registry, supplies: readonly Supply[], chosen: ReadonlySet<number>, financing: ReadonlySet<number> | null, fundingDate: string | null | undefined): void {
  for (const supply of supplies) {
    supply.active = chosen.has(supply.id);
    supply.prime = supply.prime && supply.active;
    supply.checked = supply.active;
    if (financing) supply.financing = financing.has(supply.id);
  }
  if (fundingDate !== undefined) registry.futureFundingDate = fundingDate;
}

function fileName(registry: Registry, isFinancing: boolean): string {
  return `${isFinancing ? 'Заявка на финансирование' : 'Реестр уступки'} ${registry.number} от ${russianDate(new Date().toISOString())}.xlsx`;
}

/**
 * POST {prefix}/{id}/generate?isFinancing=: a real .xlsx of the chosen supplies, recorded in the registry's files.
 * type 'registryFile': one file, the registry of assignment (or with isFinancing the request for financing) of `supplies`.
 * type 'all': every document for signing — the registry of `supplies` and, when `financing` is not empty, the request
 * for financing of those; the choice and the funding date are saved; the answer is the registry file.
 */
export function generateRoutes(world: World): Router {
  const router = express.Router();
  for (const prefix of ['/registries', '/lka/registries']) {
    router.post(`${prefix}/:id/generate`, async (req, res) => {
      const registry = ownedRegistry(world, res, req.params.id);
      const isFinancing = isFinancingOf(req.query.isFinancing);
      const body = parseBody(generateCheck, req.body);
      if (!can(registry.statusCode, 'generate')) throw new HttpError(400, `Реестр в статусе «${REGISTRY_STATUS_NAMES[registry.statusCode]}» сформировать нельзя`);
      const byId = new Map(world.supplies.ofRegistry(registry.id).map((supply) => [supply.id, supply]));
      const foreign = body.supplies.filter((id) => !byId.has(id));
      if (foreign.length > 0) throw new HttpError(400, `Поставки ${foreign.slice(0, 10).join(', ')} не входят в реестр ${registry.number}`);
      const chosen = [...new Set(body.supplies)].map((id) => byId.get(id)).filter((supply) => supply !== undefined);
      const refuseUnverified = (list: readonly Supply[]) => {
        const unverified = list.filter((supply) => supply.invalid);
        if (unverified.length > 0) throw new HttpError(400, `Поставки ${unverified.slice(0, 10).map((supply) => supply.id).join(', ')} не верифицированы дебитором: финансирование невозможно`);
      };

      if (body.type === 'registryFile') {
        if (isFinancing) refuseUnverified(chosen);
        const bytes = await registryWorkbook(world, registry, chosen, isFinancing);
        const name = fileName(registry, isFinancing);
        record(world, registry, isFinancing ? 'financingFile' : 'registryFile', name, XLSX_CONTENT_TYPE, bytes);
        res.set('Content-Type', XLSX_CONTENT_TYPE).set('Content-Disposition', attachment(name)).send(bytes);
        return;
      }

      const financingIds = [...new Set(body.financing ?? [])];
      const foreignFinancing = financingIds.filter((id) => !byId.has(id));
      if (foreignFinancing.length > 0) throw new HttpError(400, `Поставки ${foreignFinancing.slice(0, 10).join(', ')} не входят в реестр ${registry.number}`);
      const financed = financingIds.map((id) => byId.get(id)).filter((supply) => supply !== undefined);
      if (isFinancing !== financed.length > 0) throw new HttpError(400, 'Параметр isFinancing должен быть true, когда выбраны поставки к финансированию, и false, когда нет');
      refuseUnverified(financed);
      if (body.futureFundingDate) refuseFundingDate(body.futureFundingDate, new Date());

      saveChoice(registry, [...byId.values()], new Set(body.supplies), body.financing ? new Set(financingIds) : null, body.futureFundingDate);
      const bytes = await registryWorkbook(world, registry, chosen, false);
      const name = fileName(registry, false);
      record(world, registry, 'registryFile', name, XLSX_CONTENT_TYPE, bytes);
      if (financed.length > 0) record(world, registry, 'financingFile', fileName(registry, true), XLSX_CONTENT_TYPE, await registryWorkbook(world, registry, financed, true));
      else {
        const stale = registry.documentsForSigning.find((doc) => doc.type === 'financingFile');
        if (stale) world.files.remove(stale.fileId);
        registry.documentsForSigning = registry.documentsForSigning.filter((doc) => doc.type !== 'financingFile');
      }
      res.set('Content-Type', XLSX_CONTENT_TYPE).set('Content-Disposition', attachment(name)).send(bytes);
    });
  }
  return router;
}
