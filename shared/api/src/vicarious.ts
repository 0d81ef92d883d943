import { z } from 'zod/mini';

/** A machine-readable power of attorney (МЧД) of GET /vicarious/all; deleted ones are hidden by the portal. */
export const powerOfAttorneySchema = z.object({
  id: z.int(),
  number: z.string(),
  innCompany: z.string(),
  /** YYYY-MM-DD */
  expirationDate: z.iso.date(),
  isDeleted: z.boolean(),
});
export type PowerOfAttorney = z.infer<typeof powerOfAttorneySchema>;
export const powerOfAttorneyListSchema = z.array(powerOfAttorneySchema);

/** Field name of the file in the multipart body of POST /vicarious. */
export const POWER_OF_ATTORNEY_FILE_FIELD = 'file';
/** The largest МЧД file the back end takes. */
export const POWER_OF_ATTORNEY_MAX_BYTES = 1024 * 1024;

/** Spec §8: GET /vicarious answered 404. */
export const POWER_OF_ATTORNEY_MISSING_TEXT = 'Необходимо загрузить машиночитаемую доверенность в Личный кабинет';
