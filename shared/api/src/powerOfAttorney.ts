import { z } from './zod';
import { booleanOr, lenientId, lenientText } from './lenient';

/**
 * A machine-readable power of attorney (МЧД) of GET /vicarious/all (spec §3: innCompany, expirationDate,
 * isDeleted; deleted ones are hidden). The id deletes it; the expiry date is kept as sent (formats vary).
 */
export const powerOfAttorneySchema = z.object({
  id: z.optional(lenientId),
  innCompany: lenientText,
  expirationDate: lenientText,
  isDeleted: booleanOr(false),
});
export type PowerOfAttorney = z.infer<typeof powerOfAttorneySchema>;

/** Field name of the file in the multipart body of POST /vicarious. */
export const POWER_OF_ATTORNEY_FILE_FIELD = 'file';
/** The largest МЧД file the back end takes. */
export const POWER_OF_ATTORNEY_MAX_BYTES = 1024 * 1024;
/** Spec §5: a file without the .xml extension. */
export const POWER_OF_ATTORNEY_WRONG_FORMAT_TEXT = 'Неверный формат файла!';
/** The refusals of an empty and of an oversize МЧД file (the portal and the back end say the same). */
export const POWER_OF_ATTORNEY_EMPTY_TEXT = 'Файл МЧД пуст';
export const POWER_OF_ATTORNEY_TOO_LARGE_TEXT = 'Размер файла МЧД превышает 1 МБ';

/** Spec §8: GET /vicarious answered 404. */
export const POWER_OF_ATTORNEY_MISSING_TEXT = 'Необходимо загрузить машиночитаемую доверенность в Личный кабинет';
