import { z } from 'zod';

/**
 * An id sent back by the portal: a positive whole number, or its decimal text (the spec never says an id is a
 * number, and the spec-only mode sends every id as a string, so the portal may send either); read as the number.
 * Anything else is a 400 as before («ожидается number»).
 */
export const idInput = z.preprocess((value) => (typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : value), z.number().int().positive());
