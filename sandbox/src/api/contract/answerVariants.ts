import type { Response } from 'express';

/**
 * Where the spec is silent the sandbox answers differently from route to route (ARCHITECTURE rule 8), always the
 * same way for the same route so tests are not flaky: the portal must read only what it uses.
 *
 * | route | variant |
 * |---|---|
 * | GET /v2/user | id and clientId/debtorId/agentId as strings, an extra `login` field |
 * | PUT /v2/user/lastlogin, PUT /{scope}/user/password, DELETE /vicarious/{id} | 200 with an empty body |
 * | PUT /v2/user/{id}/scope | 204 |
 * | POST /v2/user/changeEmail | `{ "result": "OK" }` (not a User) |
 * | POST v2/user/changePassword | `true` |
 * | POST /lkk/user/notification_date | `"OK"` as text |
 * | GET /certificate/all | an extra `serialNumber` per row |
 * | POST /certificate/add | 201 `{ "id": … }` |
 * | DELETE /certificate/{id}/remove | `{}` |
 * | GET /vicarious/all | id as a string, an extra `number`, expiry as a date-time |
 * | POST /lkk/user/limits | freeLimit as a string with two decimals |
 * | GET /documentTemplate | an extra `description` |
 * | 400 of GET /vicarious and POST /vicarious | plain text (spec §8 "the server's error text") |
 */

/** 200 with no body at all (Content-Length: 0). */
export function sendEmpty(res: Response, status = 200): void {
  res.status(status).end();
}

/** A number as the string a Java back end might send ("1500000.00"). */
export function decimalText(value: number): string {
  return value.toFixed(2);
}
