import type { NextFunction, Request, Response } from 'express';
import { parseScope, type Scope } from '@portal/api';
import { callerOf } from './authenticate';

/** The sections the back end names in its refusal (each remote names its cabinet the same way in its own declaration). */
const SECTION_NAMES: Record<Scope, string> = {
  LKK: 'Кабинет поставщика',
  LKD: 'Кабинет дебитора',
  LKA: 'Кабинет агента',
  LKP: 'Кабинет принципала',
};

/** Scopes allowed on a cabinet's API prefix: LKP also uses the LKK paths (spec §6: password, limits). */
const ALLOWED_SCOPES: Record<Scope, readonly Scope[]> = {
  LKK: ['LKK', 'LKP'],
  LKD: ['LKD'],
  LKA: ['LKA'],
  LKP: ['LKP'],
};

/**
 * LKK paths whose LKP form is its own (spec §7 `/{cabinet}/report/…` and LKP's dictionary /lkp/dict/contract-facts):
 * an LKP caller on the LKK form is a remote built with the wrong cabinet's settings, refused so a test sees it.
 */
const LKK_ONLY_FOR_LKP: readonly { path: RegExp; own: string }[] = [
  { path: /^\/lkk\/report\/ARREARS(\/excel)?$/i, own: '/lkp/report/ARREARS' },
  { path: /^\/lkk\/report\/PAY_RES\/excel$/i, own: '/lkp/report/PAY_RES/excel' },
  { path: /^\/lkk\/dict\/debtors$/i, own: '/lkp/dict/contract-facts' },
];

/** /lkk/…, /lkd/…, /lka/…, /lkp/… (relative to /api) belong to their cabinet: other scopes get 403. */
export function cabinetGuard(req: Request, res: Response, next: NextFunction): void {
  const match = /^\/(lk[kdap])(\/|$)/i.exec(req.path);
  const owner = match ? parseScope(match[1]) : null;
  if (!owner) {
    next();
    return;
  }
  const { scope } = callerOf(res).account.user;
  const twin = scope === 'LKP' ? LKK_ONLY_FOR_LKP.find((entry) => entry.path.test(req.path)) : undefined;
  if (twin) {
    res.status(403).json({ message: `Доступ запрещён: у кабинета принципала свой путь (${twin.own}), а не ${req.path}` });
    return;
  }
  if (ALLOWED_SCOPES[owner].includes(scope)) {
    next();
    return;
  }
  res.status(403).json({ message: `Доступ запрещён: раздел «${SECTION_NAMES[owner]}» недоступен для текущей роли ${scope}` });
}
