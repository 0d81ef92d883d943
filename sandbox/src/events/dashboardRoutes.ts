import express, { type Router } from 'express';
import { HttpError } from '../api/httpError';
import { parseBody } from '../api/parseBody';
import { attachment } from '../registries/binaryRoutes';
import { callerOwner, pathId } from '../registries/registryAccess';
import type { World } from '../world/world';
import { groupAnswer, orderAnswer } from './eventAnswers';
import { eventGroupQueryCheck } from './eventRequestChecks';
import { eventsOf } from './eventsState';

/**
 * The client dashboard (spec §7: /lkk only, LKP through the same paths) and the factor's orders with their files.
 * The order pair is also served under /lkd for the debtor's new-events invoice (our addition, events/CONTRACT.md).
 */
export function dashboardRoutes(world: World): Router {
  const router = express.Router();

  router.get('/lkk/dashboard/eventGroups', (_req, res) => {
    const owner = callerOwner(res);
    res.json({ items: [...eventsOf(world).groups.values()].filter((group) => group.owner === owner).map(groupAnswer) });
  });

  router.get('/lkk/dashboard/eventGroup', (req, res) => {
    const { groupId, date, query, orderId } = parseBody(eventGroupQueryCheck, req.query);
    const owner = callerOwner(res);
    const group = eventsOf(world).groups.get(Number(groupId));
    if (!group || group.owner !== owner) throw new HttpError(404, `Группа событий ${groupId} не найдена`);
    const text = query?.trim().toLowerCase() ?? '';
    const items = group.items.filter(
      (item) =>
        (!date || item.eventDate === date) &&
        (!orderId || String(item.orderId) === orderId) &&
        (!text || `${item.description} ${item.contractFactNum}`.toLowerCase().includes(text)),
    );
    res.json(groupAnswer({ ...group, items }));
  });

  for (const prefix of ['/lkk', '/lkd']) {
    router.get(`${prefix}/event-order/download/:id`, (req, res) => {
      const id = pathId(req.params.id, 'файла');
      const owner = callerOwner(res);
      const state = eventsOf(world);
      const ofOrder = [...state.orders.values()].some((order) => order.owner === owner && order.fileIds.includes(id));
      const file = ofOrder ? world.files.ownedBy(owner, id) : undefined;
      if (!file) throw new HttpError(404, `Файл ${id} не найден`);
      res.set('Content-Type', file.contentType).set('Content-Disposition', attachment(file.name)).send(world.files.bytesOf(file));
    });

    router.get(`${prefix}/event-order/:id`, (req, res) => {
      const id = pathId(req.params.id, 'распоряжения');
      const order = eventsOf(world).orders.get(id);
      if (!order || order.owner !== callerOwner(res)) throw new HttpError(404, `Распоряжение ${id} не найдено`);
      res.json(orderAnswer(world, order));
    });
  }

  return router;
}
