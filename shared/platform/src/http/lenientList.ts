import { parseRows } from '@portal/api';
import type { z } from '@portal/api/zod';
import { reportOddAnswer } from '../errors/reportOddAnswer';
import type { AnswerParser } from './http';

/**
 * A parser for a list answer (ARCHITECTURE rule 9): rows matching `schema` are kept, an odd row is shown
 * through `bestEffort` (or dropped when it returns null) and reported through POST log/error; the list is
 * never emptied by one row. `call` names the call in the report, e.g. 'GET certificate/all'.
 */
export function lenientList<Row>(call: string, schema: z.core.$ZodType<Row>, bestEffort: (raw: unknown) => Row | null): AnswerParser<Row[]> {
  return {
    parse(answer: unknown): Row[] {
      const { rows, odd } = parseRows(answer, schema, bestEffort);
      for (const row of odd) reportOddAnswer(call, `row ${row.index} ${row.shown ? 'shown as best it could be' : 'left out'}: ${row.problem}`);
      return rows;
    },
  };
}
