import type { Response } from 'express';
import { HttpError } from '../api/httpError';
import { callerOf } from '../api/middleware/authenticate';
import type { World } from '../world/world';
import { ownerKey, type OwnerKey, type Registry } from '../world/worldTypes';

/** The caller's key in the world: their username in their current cabinet. */
export function callerOwner(res: Response): OwnerKey {
  const { user } = callerOf(res).account;
  return ownerKey(user.username, user.scope);
}

/** A positive integer id from the path, or a Russian 400. */
export function pathId(value: unknown, what: string): number {
  const text = String(value);
  if (!/^\d{1,9}$/.test(text) || Number(text) === 0) throw new HttpError(400, `Неверный идентификатор ${what}: «${text}»`);
  return Number(text);
}

/** The caller's registry of the path's id: 404 when it does not exist or belongs to someone else (never their data). */
export function ownedRegistry(world: World, res: Response, idParam: unknown): Registry {
  const id = pathId(idParam, 'реестра');
  const registry = world.registryOf(callerOwner(res), id);
  if (!registry) throw new HttpError(404, `Реестр ${id} не найден`);
  return registry;
}
