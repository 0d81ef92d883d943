import { z } from 'zod';

/** The sandbox's own checks of the events requests, written from spec §7 and events/CONTRACT.md (strict, Russian). */
const categoryEnum = z.enum(['MESSAGE', 'AF_EVENTS', 'DASHBOARD_EVENTS'], { error: 'Неизвестная категория событий: ожидается MESSAGE, AF_EVENTS или DASHBOARD_EVENTS' });

export const eventListCheck = z.strictObject({ categoryEnum });

const idValue = z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/)], { error: 'Ожидается числовой идентификатор' });

export const clientDeleteFileCheck = z.strictObject({ binaryinfoid: idValue, reqid: idValue });
export const debtorDeleteFileCheck = z.strictObject({ fileId: idValue });

export const isoDayCheck = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Неверная дата: ожидается ГГГГ-ММ-ДД');

export const eventGroupQueryCheck = z.strictObject({
  groupId: z.string().regex(/^\d{1,9}$/, 'Неверный идентификатор группы событий'),
  date: z.optional(isoDayCheck),
  query: z.optional(z.string().max(200, 'Текст поиска длиннее 200 символов')),
  orderId: z.optional(z.string().regex(/^\d{1,9}$/, 'Неверный номер распоряжения')),
});
