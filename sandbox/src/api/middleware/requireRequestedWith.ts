import type { NextFunction, Request, Response } from 'express';

export const MISSING_REQUESTED_WITH_TEXT = 'Запрос к /api/ без заголовка X-Requested-With: все вызовы портала отправляют X-Requested-With (спецификация §7)';

/** Spec §7: every product call carries X-Requested-With; a call without it is refused with 400. */
export function requireRequestedWith(req: Request, res: Response, next: NextFunction): void {
  if ((req.get('x-requested-with') ?? '').trim() === '') {
    res.status(400).json({ message: MISSING_REQUESTED_WITH_TEXT });
    return;
  }
  next();
}
