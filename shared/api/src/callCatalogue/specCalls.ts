/**
 * Every `/api/` call spec §7 promises, transcribed once. The sandbox's spec-only mode answers 404 to anything
 * else, and a unit test checks every call site of the portal against this list and the beyond-spec table
 * (`beyondSpecCalls.ts`): a call the spec does not name is a decision with a fallback, never an accident.
 *
 * Paths are relative to `/api/`, without a leading slash and without the query; `{name}` is one path segment.
 * `line` quotes the spec so a reader can find it.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SpecCall {
  method: HttpMethod;
  path: string;
  /** Where §7 names it, in the spec's own words. */
  line: string;
}

const call = (method: HttpMethod, path: string, line: string): SpecCall => ({ method, path, line });

const START_UP = '§7 Identity provider and start-up';
const SESSION = '§7 Session and user';
const CLIENT = '§7 Client cabinet (LKK / LKP)';
const EDM = '§7 EDM';
const DEBTOR = '§7 Debtor cabinet';
const AGENT = '§7 Agent cabinet';

/** Registry calls of the client cabinet; the agent's are "the same registry calls under /lka/registries". */
function registryCalls(prefix: 'registries' | 'lka/registries', line: string): SpecCall[] {
  return [
    call('POST', prefix, `${line}: POST /registries {filter}`),
    call('POST', `${prefix}/create`, `${line}: POST /registries/create`),
    call('GET', `${prefix}/{id}/detail/{scope}`, `${line}: GET /registries/{id}/detail/{scope}`),
    call('GET', `${prefix}/{id}/registry/{scope}`, `${line}: GET /registries/{id}/registry/{scope}`),
    call('GET', `${prefix}/{id}/supplies`, `${line}: GET /registries/{id}/supplies`),
    call('GET', `${prefix}/{id}/files`, `${line}: GET /registries/{id}/files`),
    call('POST', `${prefix}/{id}/documents`, `${line}: POST /registries/{id}/documents`),
    call('DELETE', `${prefix}/{id}/documents/{docId}`, `${line}: DELETE /registries/{id}/documents/{docId}`),
    call('POST', `${prefix}/{id}/sign`, `${line}: POST /registries/{id}/sign`),
    call('POST', `${prefix}/{id}/action`, `${line}: POST /registries/{id}/action`),
    call('GET', `${prefix}/checkduplicate/{id}`, `${line}: GET /registries/checkduplicate/{id}`),
    call('POST', `${prefix}/{id}/generate`, `${line}: POST /registries/{id}/generate?isFinancing=`),
    call('POST', `${prefix}/{id}/set-all-financing`, `${line}: POST /registries/{id}/set-all-financing`),
  ];
}

export const SPEC_CALLS: readonly SpecCall[] = [
  call('GET', 'env', `${START_UP}: GET env`),
  call('GET', 'i18n', `${START_UP}: GET i18n`),
  call('GET', 'designschema', `${START_UP}: GET designschema`),
  call('GET', 'system/color', `${START_UP}: GET system/color`),
  call('GET', 'info/systeminfologin', `${START_UP}: GET info/systeminfologin`),
  call('POST', 'log/error', `${START_UP}: POST log/error`),
  call('GET', 'image/{name}', `${START_UP}: images under image/ (logo, background, favicon); GET /image/LKK_LOGO_IMAGE`),

  call('POST', 'session/basic/login', `${SESSION}: POST session/basic/login with credentials`),
  call('GET', 'session/logout', `${SESSION}: GET session/logout`),
  call('PUT', 'v2/user/lastlogin', `${SESSION}: PUT /v2/user/lastlogin no body`),
  call('GET', 'system/page', `${SESSION}: GET /system/page`),
  call('POST', 'token/update', `${SESSION}: POST /token/update {accessToken, refreshToken, username}`),
  call('POST', 'sign/checkMsg', `${SESSION}: POST /sign/checkMsg with signature payload`),
  call('GET', 'v2/user', `${SESSION}: GET /v2/user`),
  call('PUT', 'v2/user/{id}/scope', `${SESSION}: PUT /v2/user/{id}/scope {scope}`),
  call('PUT', 'lkk/user/password', `${SESSION}: PUT /{scope}/user/password (lkk; LKP uses the LKK path, §6)`),
  call('PUT', 'lkd/user/password', `${SESSION}: PUT /{scope}/user/password (lkd)`),
  call('PUT', 'lka/user/password', `${SESSION}: PUT /{scope}/user/password (lka)`),
  call('POST', 'v2/user/changeEmail', `${SESSION}: POST /v2/user/changeEmail {email}`),
  call('POST', 'lkk/user/notification_date', `${SESSION}: POST /lkk/user/notification_date`),
  call('POST', 'lkk/user/limits', `${SESSION}: POST /lkk/user/limits {username, scope} (also LKP)`),
  call('POST', 'getAlertStatus', `${SESSION}: POST /getAlertStatus returns a boolean (not LKD)`),
  call('GET', 'certificate/all', `${SESSION}: GET /certificate/all`),
  call('POST', 'certificate/add', `${SESSION}: POST /certificate/add`),
  call('DELETE', 'certificate/{id}/remove', `${SESSION}: DELETE /certificate/{id}/remove`),
  call('POST', 'vicarious', `${SESSION}: POST /vicarious (multipart)`),
  call('DELETE', 'vicarious/{id}', `${SESSION}: DELETE /vicarious/{id}`),
  call('GET', 'vicarious/all', `${SESSION}: GET /vicarious/all`),
  call('GET', 'vicarious/expiredStatus', `${SESSION}: GET /vicarious/expiredStatus`),
  call('GET', 'vicarious', `${SESSION}: GET /vicarious`),
  call('GET', 'documentTemplate', `${SESSION}: GET /documentTemplate`),
  call('GET', 'documentTemplate/download/{id}', `${SESSION}: GET /documentTemplate/download/{id} as blob`),

  call('GET', 'lkk/dict/debtors', `${CLIENT}: GET /lkk/dict/debtors`),
  call('GET', 'lkp/dict/contract-facts', `${CLIENT}: GET /lkp/dict/contract-facts`),
  call('GET', 'lkp/dict/contract-facts/search', `${CLIENT}: GET /lkp/dict/contract-facts/search?word={text}`),
  // "POST events endpoint {categoryEnum}": the client's path is not spelled out; the debtor's is /lkd/events.
  call('POST', 'lkk/events', `${CLIENT}: Events: POST events endpoint {categoryEnum} (as the debtor's POST /lkd/events)`),
  call('GET', 'lkk/events/categories', `${CLIENT}: GET /lkk/events/categories`),
  call('GET', 'lkk/events/status', `${CLIENT}: GET /lkk/events/status`),
  call('GET', 'lkk/events/critical', `${CLIENT}: GET /lkk/events/critical[?date=]`),
  call('GET', 'lkk/events/calendar/{day}', `${CLIENT}: GET /lkk/events/calendar/{day} (YYYY-MM-DD)`),
  call('POST', 'lkk/events/{id}/set-visible', `${CLIENT}: POST /lkk/events/{id}/set-visible`),
  call('POST', 'lkk/event/{eventid}/add-file', `${CLIENT}: POST /lkk/event/{eventid}/add-file`),
  call('POST', 'lkk/event/{eventid}/delete-file', `${CLIENT}: POST /lkk/event/{eventid}/delete-file {binaryinfoid, reqid}`),
  call('GET', 'lkk/dashboard/eventGroup', `${CLIENT}: GET /lkk/dashboard/eventGroup (query: date, query, order id)`),
  call('GET', 'lkk/dashboard/eventGroups', `${CLIENT}: GET /lkk/dashboard/eventGroups (items)`),
  call('GET', 'lkk/event-order/{id}', `${CLIENT}: GET /lkk/event-order/{id}`),
  call('GET', 'lkk/event-order/download/{id}', `${CLIENT}: GET /lkk/event-order/download/{id} blob`),
  call('POST', 'lkk/report/ARREARS/excel', `${CLIENT}: /{cabinet}/report/ARREARS/excel (lkk)`),
  call('POST', 'lkp/report/ARREARS/excel', `${CLIENT}: /{cabinet}/report/ARREARS/excel (lkp)`),
  call('POST', 'lkk/report/SUPPLE_PAGINATION', `${CLIENT}: /lkk/report/SUPPLE_PAGINATION`),
  call('POST', 'lkk/report/PAY_RES/excel', `${CLIENT}: /{cabinet}/report/PAY_RES/excel (lkk)`),
  call('POST', 'lkp/report/PAY_RES/excel', `${CLIENT}: /{cabinet}/report/PAY_RES/excel (lkp)`),
  call('POST', 'lkk/report/PAY_RES', `${CLIENT}: /lkk/report/PAY_RES`),
  call('POST', 'lkk/report/REP_IN_PAY', `${CLIENT}: /lkk/report/REP_IN_PAY`),
  call('POST', 'lkk/report/REP_IN_PAY/excel', `${CLIENT}: /lkk/report/REP_IN_PAY and /excel`),
  call('POST', 'lkk/report/income_statement', `${CLIENT}: /lkk/report/income_statement`),
  call('POST', 'lkk/report/INCOME_STATEMENT/excel', `${CLIENT}: /lkk/report/INCOME_STATEMENT/excel`),
  call('POST', 'lkk/report/YIELD', `${CLIENT}: /lkk/report/YIELD`),
  call('POST', 'lkk/report/YIELD/excel', `${CLIENT}: /lkk/report/YIELD and /excel`),
  ...registryCalls('registries', CLIENT),
  call('DELETE', 'common/delete/{id}', `${CLIENT}: DELETE /common/delete/{id}`),
  call('POST', 'binary', `${CLIENT}: POST /binary/ multipart`),
  call('POST', 'sign/check', `${CLIENT}: POST /sign/check {registryId}`),
  call('GET', 'errorValidation/get/{id}', `${CLIENT}: GET /errorValidation/get/{id}`),
  call('GET', 'errorValidation/registries/{id}/validateStatus', `${CLIENT}: GET /errorValidation/registries/{id}/validateStatus`),
  call('GET', 'workCalendar', `${CLIENT}: GET /workCalendar (working weekdays)`),
  call('GET', 'binary/{id}', `${CLIENT}: GET binary/{id}`),

  call('POST', 'edm/all', `${EDM}: POST /edm/all (filter; content, count)`),
  call('GET', 'edm/type', `${EDM}: GET /edm/type`),
  call('GET', 'edm/statuses', `${EDM}: GET /edm/statuses/?type={type}`),
  call('POST', 'edm/download', `${EDM}: POST /edm/download {docs, signature, vicariuses} blob`),
  call('POST', 'edm/delete', `${EDM}: POST /edm/delete {docs}`),
  call('POST', 'edm/save', `${EDM}: POST /edm/save (create, or edit sending {docs})`),
  call('POST', 'edm/sign', `${EDM}: POST /edm/sign (files)`),
  call('POST', 'edm/check', `${EDM}: POST /edm/check (list of {edmId})`),
  call('POST', 'edm/refuse', `${EDM}: POST /edm/refuse {docs}`),

  call('POST', 'lkd/report/SUPPLE', `${DEBTOR}: POST /lkd/report/SUPPLE {filter}`),
  call('POST', 'lkd/events', `${DEBTOR}: POST /lkd/events {categoryEnum}`),
  call('POST', 'lkd/event/{eventId}/add-file', `${DEBTOR}: POST /lkd/event/{eventId}/add-file`),
  call('POST', 'lkd/event/{eventId}/requirements', `${DEBTOR}: POST /lkd/event/{eventId}/requirements`),
  call('POST', 'lkd/event/{eventId}/delete-file', `${DEBTOR}: POST /lkd/event/{eventId}/delete-file {file id}`),
  call('GET', 'lkd/events/categories', `${DEBTOR}: GET /lkd/events/categories`),
  call('POST', 'lkd/events/{id}/set-visible', `${DEBTOR}: POST /lkd/events/{id}/set-visible`),
  call('GET', 'lkd/events/critical', `${DEBTOR}: GET /lkd/events/critical[?date=]`),
  call('GET', 'lkd/events/calendar/{date}', `${DEBTOR}: GET /lkd/events/calendar/{date}`),
  call('GET', 'lkd/events/status', `${DEBTOR}: GET /lkd/events/status`),
  call('POST', 'lkd/registries', `${DEBTOR}: POST /lkd/registries`),
  call('POST', 'lkd/registries/create', `${DEBTOR}: POST /lkd/registries/create`),
  call('GET', 'lkd/registries/{id}/detail', `${DEBTOR}: GET /lkd/registries/{id}/detail`),
  call('POST', 'lkd/registries/{id}/documents', `${DEBTOR}: POST /lkd/registries/{id}/documents`),
  call('DELETE', 'lkd/registries/{id}/documents/{docId}', `${DEBTOR}: DELETE /lkd/registries/{id}/documents/{docId}`),
  call('POST', 'lkd/registries/{id}/action', `${DEBTOR}: POST /lkd/registries/{id}/action`),
  call('POST', 'lkd/reward-debtor/rewards/all', `${DEBTOR}: POST /lkd/reward-debtor/rewards/all`),
  call('GET', 'lkd/reward-debtor/rewards/{id}/detail', `${DEBTOR}: GET /lkd/reward-debtor/rewards/{id}/detail`),

  ...registryCalls('lka/registries', `${AGENT}: same registry calls under /lka/registries`),
  call('GET', 'lka/registries/checkSupplyParam/{id}', `${AGENT}: GET /lka/registries/checkSupplyParam/{id}`),
  call('GET', 'lka/dict/contract-facts', `${AGENT}: GET /lka/dict/contract-facts`),
  call('POST', 'lka/reward-agent/rewards/all', `${AGENT}: POST /lka/reward-agent/rewards/all`),
  call('GET', 'lka/reward-agent/rewards/{id}/detail', `${AGENT}: GET .../rewards/{id}/detail`),
  call('POST', 'lka/reward-agent/rewards/{id}/action', `${AGENT}: POST .../rewards/{id}/action`),
  // ".../agreement; .../reject": the method is not given; an action that changes state is a POST.
  call('POST', 'lka/reward-agent/rewards/{id}/agreement', `${AGENT}: .../agreement`),
  call('POST', 'lka/reward-agent/rewards/{id}/reject', `${AGENT}: .../reject`),
];
