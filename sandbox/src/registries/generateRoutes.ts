import express, { type Router } from 'express';
import { z } from 'zod';
import { HttpError } from '../api/httpError';
import { parseBody } from '../api/parseBody';
import type { World } from '../world/world';
import { russianDate } from '../world/worldCalendar';
import { REGISTRY_STATUS_NAMES, type Registry } from '../world/worldTypes';
import { attachment } from './binaryRoutes';
import { ownedRegistry } from './registryAccess';
import { can } from './registryPermissions';
import { registryWorkbook, XLSX_CONTENT_TYPE } from './registryWorkbook';

/** POST {prefix}/{id}/generate body (CONTRACT.md "Checks"), strict. */
const generateCheck = z.strictObject({
  supplies: z.array(z.number().int().positive()).min(1),
  type: z.enum(['all', 'registryFile']),
});

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

/** POST {prefix}/{id}/generate?isFinancing=: a real .xlsx of the chosen supplies, recorded in the registry's files. */
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
      const unverified = chosen.filter((supply) => supply.invalid);
      if (isFinancing && unverified.length > 0) throw new HttpError(400, `Поставки ${unverified.map((supply) => supply.id).join(', ')} не верифицированы дебитором: финансирование невозможно`);

      const bytes = await registryWorkbook(world, registry, chosen, isFinancing);
      const name = `${isFinancing ? 'Заявка на финансирование' : 'Реестр уступки'} ${registry.number} от ${russianDate(new Date().toISOString())}.xlsx`;
      record(world, registry, isFinancing ? 'financingFile' : 'registryFile', name, XLSX_CONTENT_TYPE, bytes);
      res.set('Content-Type', XLSX_CONTENT_TYPE).set('Content-Disposition', attachment(name)).send(bytes);
    });
  }
  return router;
}
