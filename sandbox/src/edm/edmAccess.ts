import type { Response } from 'express';
import { HttpError } from '../api/httpError';
import { callerOf } from '../api/middleware/authenticate';
import { callerOwner } from '../registries/registryAccess';
import type { EdmDoc } from './edmModel';
import type { EdmStore } from './edmStore';

/** The caller's document of `id`: 404 when it does not exist or is another user's. */
export function ownedDoc(store: EdmStore, res: Response, id: number): EdmDoc {
  const doc = store.ownedBy(callerOwner(res), id);
  if (!doc) throw new HttpError(404, `Документ ${id} не найден`);
  return doc;
}

/** A 400 naming the document when its status is not one of `allowed` for `action`. */
export function requireStatus(doc: EdmDoc, allowed: readonly string[], action: string): void {
  if (!allowed.includes(doc.status)) throw new HttpError(400, `Документ ${doc.number} в статусе «${doc.status}» нельзя ${action}`);
}

/** Spec §6: the filter's clientId is the user's clientId (LKK, LKP) or agentId (LKA). */
export function callerPartyId(res: Response): number | null {
  const { user } = callerOf(res).account;
  return user.scope === 'LKA' ? user.agentId : user.clientId;
}

/** The signer's name as the sandbox records it. */
export function callerName(res: Response): string {
  return callerOf(res).account.user.fio;
}
