import type { HttpMethod } from '@portal/api/callCatalogue';
import { workingDays } from '../world/workCalendar';
import type { ShapeSettings } from '../state/shapeMode';

/**
 * The spec-only mode's allow-list (`SANDBOX_SHAPES=spec`, `POST /__sandbox/shapes {"mode":"spec"}`): for
 * every call of spec §7 the fields of its answer the spec names, each with the line it comes from. The mode's
 * middleware (`middleware/specOnly.ts`) answers 404 to any call not listed here and passes every 2xx JSON answer
 * through `shapeAnswer`, which keeps only these fields. Error answers (`{message}`) and binary answers are untouched.
 *
 * Rules of the whole mode, besides the lists:
 * - ids come as strings (a number in a field named `id` or `…Id` becomes its decimal text): the spec never says an
 *   id is a number (§3 says so only of the duplicate check's `error`);
 * - optional fields are left out: a field whose value is null (or undefined) is not sent at all;
 * - where the spec names a call but no fields of its answer (or of a list's rows) the answer or the rows are kept
 *   as they are, and the entry says so: "shape not shown in spec: … kept as our decision". The same words mark an
 *   identifier kept where the spec gives a shape without it but a §7 call needs it (a row's id for its delete).
 *
 * Every `line` starts with the spec section it quotes (§3, §4, §6 or §7); a unit test checks it.
 */

/** How one field (or a whole answer) is kept. */
export interface FieldRule {
  /** The spec line the field comes from, or the decision that keeps it; starts with §N. */
  line: string;
  /** An object's (or each array element's) fields to keep; absent: the value is kept whole. */
  fields?: Fields;
  /** With `fields`: keep the object's other fields too (the spec shows no shape); says why. */
  othersKept?: string;
  /** A value rewritten rather than picked (permissions, the work calendar). */
  rewrite?: (value: unknown, shapes: ShapeSettings) => unknown;
  /** The answer is a file: passed through untouched. */
  binary?: true;
}

export type Fields = Readonly<Record<string, FieldRule>>;

export interface SpecShape {
  method: HttpMethod;
  /** As in SPEC_CALLS: relative to /api/, `{name}` one segment. */
  path: string;
  answer: FieldRule;
}

export const NOT_SHOWN = 'shape not shown in spec';
const KEPT = `${NOT_SHOWN}: kept as our decision`;
const ROWS_KEPT = `${NOT_SHOWN}: rows kept as our decision`;

const keep = (line: string): FieldRule => ({ line });
const pick = (line: string, fields: Fields): FieldRule => ({ line, fields });
const rowsKept = (line: string, fields: Fields = {}): FieldRule => ({ line, fields, othersKept: `${line}; ${ROWS_KEPT}` });
const notShown = (line: string): FieldRule => ({ line: `${line}; ${KEPT}` });
const binary = (line: string): FieldRule => ({ line, binary: true });
/** An id the spec's shape leaves out but a §7 call needs. */
const identifier = (call: string): FieldRule => ({ line: `${call} needs it; identifier ${NOT_SHOWN}: kept as our decision` });

// ---- §3 entities -------------------------------------------------------------------------------------------------

const USER = '§3 User: id, username, scope, availableSystems, shortName, fio, inn, innOrg, email, clientId, debtorId, agentId, currentLoginTime, previousLoginTime, hasActualPassword, eventStatus, iconEvent';
const userFields: Fields = Object.fromEntries(
  ['id', 'username', 'scope', 'availableSystems', 'shortName', 'fio', 'inn', 'innOrg', 'email', 'clientId', 'debtorId', 'agentId', 'currentLoginTime', 'previousLoginTime', 'hasActualPassword', 'eventStatus', 'iconEvent'].map((field) => [field, keep(USER)]),
);

const LIMITS = '§3 Limits response: limits[] each with contractFactNum and freeLimit; sumLimit (total)';
const MANDATE = '§3 Mandate expiry response: status (boolean), expirationDate';
const CERTIFICATE = '§3 Certificate to save: id (thumbprint), fio, innUser, innCompany, dateTo';
const POWER = '§3 Power of attorney: innCompany, expirationDate, isDeleted';
const powerFields: Fields = {
  id: identifier('§7 DELETE /vicarious/{id}'),
  innCompany: keep(POWER),
  expirationDate: keep(POWER),
  isDeleted: keep(POWER),
};

const ENTRY = "§3 Debtor / contract entry: debtor, debtorId, contractFactNum, contractFactExternalId, contractFactNumStatus, type, showContract, afStatus";
const entryFields: Fields = Object.fromEntries(
  ['debtor', 'debtorId', 'contractFactNum', 'contractFactExternalId', 'contractFactNumStatus', 'type', 'showContract', 'afStatus'].map((field) => [field, keep(ENTRY)]),
);

const EVENT = '§3 Event: id, status.code, category.categoryEnum, requirements[] each with id, files[], documentType.required';
const URGENCY = '§3 Event: Event urgency: CRITICAL (red), HIGH (orange), LOW (green), none (gray)';
const eventFields: Fields = {
  id: keep(EVENT),
  status: pick(EVENT, { code: keep(EVENT) }),
  category: pick(EVENT, { categoryEnum: keep(EVENT) }),
  urgency: keep(URGENCY),
  requirements: pick(EVENT, {
    id: keep(EVENT),
    files: rowsKept(`${EVENT} (files[]: no fields given)`),
    documentType: pick(EVENT, { required: keep(EVENT) }),
  }),
};
const EVENT_RESPONSE = '§3 Event: Event response: events, event';
const eventResponse = pick(EVENT_RESPONSE, { events: pick(EVENT_RESPONSE, eventFields), event: pick(EVENT_RESPONSE, eventFields) });
const GROUP = '§3 Event group: items[] with eventId';
const groupItems = pick(GROUP, { eventId: keep(GROUP), orderId: identifier('§7 GET /lkk/event-order/{id}, GET /lkk/dashboard/eventGroup (query: … order id)') });

const REGISTRY = "§3 Registry: registry {id, duplicates, duplicate, invalided}, futureFundingDate, alllimit, permissions (list; includes 'change'), supplies, documents [{document.userDoc, document.name}], origDocuments [{valid}], total";
const CHANGE = "§6 Editing a registry requires 'change' in the registry's permissions list";
/** Spec §6 names one permission: 'change' where the registry may be edited, nothing where it may not. */
const permissionsRule: FieldRule = {
  line: `${REGISTRY}; ${CHANGE}: ['change'] or []`,
  rewrite: (value) => (Array.isArray(value) && value.includes('change') ? ['change'] : []),
};
const SUPPLY = '§3 Registry: Supply: id, supplyAmount, verificationDebtor, prime, active, financing, updDocument.document.name, checked';
const supplyFields: Fields = {
  id: keep(SUPPLY),
  supplyAmount: keep(SUPPLY),
  verificationDebtor: keep(SUPPLY),
  prime: keep(SUPPLY),
  active: keep(SUPPLY),
  financing: keep(SUPPLY),
  updDocument: pick(SUPPLY, { document: pick(SUPPLY, { name: keep(SUPPLY) }) }),
  checked: keep(SUPPLY),
};
/** The duplicate check's `duplicates`: a list of supply ids (strings, as every id) or a count, as sent. */
const duplicateIds: FieldRule = {
  line: '§4 Registry duplicate check: result has error (number) and duplicates (supply ids as strings when a list)',
  rewrite: (value) => (Array.isArray(value) ? value.map((entry) => (typeof entry === 'number' ? String(entry) : entry)) : value),
};
const FILES = '§3 Registry: Registry files: documentsForSigning (id, type, registry flag), signedDocs (userDoc), origDocuments (valid)';
const DOWNLOAD = '§7 GET binary/{id}';
const documentsRule = pick(REGISTRY, {
  id: identifier('§7 DELETE /registries/{id}/documents/{docId}'),
  document: pick(REGISTRY, { id: identifier(DOWNLOAD), userDoc: keep(REGISTRY), name: keep(REGISTRY) }),
});
const filesFields: Fields = {
  documentsForSigning: pick(FILES, { id: keep(FILES), type: keep(FILES), registry: keep(FILES) }),
  signedDocs: pick(FILES, { id: identifier(DOWNLOAD), userDoc: keep(FILES) }),
  origDocuments: pick(FILES, { id: identifier(DOWNLOAD), valid: keep(FILES) }),
  documents: documentsRule,
};
/** The registry detail; `alllimit` only where §4 uses it (the agent's registry load). */
function registryDetailFields(withLimit: boolean): Fields {
  return {
    registry: pick(REGISTRY, { id: keep(REGISTRY), duplicates: keep(REGISTRY), duplicate: keep(REGISTRY), invalided: keep(REGISTRY) }),
    futureFundingDate: keep(REGISTRY),
    ...(withLimit ? { alllimit: keep(`${REGISTRY}; §4 Agent registry load: Financing balance = alllimit minus the sum of supplyAmount of supplies chosen for financing`) } : {}),
    permissions: permissionsRule,
    supplies: pick(REGISTRY, supplyFields),
    total: keep(REGISTRY),
    documents: documentsRule,
    origDocuments: pick(REGISTRY, { id: identifier(DOWNLOAD), valid: keep(REGISTRY) }),
  };
}
const REGISTRY_LIST = '§7 POST /registries {filter} (total, items)';
const registryListAnswer = pick(REGISTRY_LIST, {
  total: keep(REGISTRY_LIST),
  items: rowsKept(`${REGISTRY_LIST} (items: no fields given)`, { permissions: permissionsRule }),
});

const REPORT = '§3 Reports: Report response: items, total, count';
const reportAnswer = pick(REPORT, { items: rowsKept(`${REPORT} (rows: no fields given)`), total: keep(REPORT), count: keep(REPORT) });
const YIELD_TOTALS = '§3 Reports: Yield/commission filter: Totals: comm1, comm2, comm3 NoneVatAmountSum and comm1, comm2, comm3 VatAmountSum';
const yieldAnswer = pick(REPORT, {
  ...reportAnswer.fields,
  ...Object.fromEntries([1, 2, 3].flatMap((n) => [`comm${n}NoneVatAmountSum`, `comm${n}VatAmountSum`]).map((field) => [field, keep(YIELD_TOTALS)])),
});

const EDM_DOC = '§3 EDM document: id, date, fileId, status, factDocumentType.id, signatureInfos[].vicariousId, check. Response: content, count';
const edmAnswer = pick(EDM_DOC, {
  content: pick(EDM_DOC, {
    id: keep(EDM_DOC),
    date: keep(EDM_DOC),
    fileId: keep(EDM_DOC),
    status: keep(EDM_DOC),
    factDocumentType: pick(EDM_DOC, { id: keep(EDM_DOC) }),
    signatureInfos: pick(EDM_DOC, { vicariousId: keep(EDM_DOC) }),
    check: keep(EDM_DOC),
  }),
  count: keep(EDM_DOC),
});

const REWARD = '§3 Reward: Detail: reward {id}, act, report';
const rewardDetail = pick(REWARD, { reward: pick(REWARD, { id: keep(REWARD) }), act: keep(`${REWARD} (act: no fields given; ${KEPT})`), report: keep(`${REWARD} (report: no fields given; ${KEPT})`) });
const rewardList = (line: string) => rowsKept(`${line} (rows: no fields given)`);

/** GET /workCalendar "(working weekdays)": the real server's form is unknown, so the test chooses one of three. */
const workCalendarRule: FieldRule = {
  line: `§7 GET /workCalendar (working weekdays); ${NOT_SHOWN}: ISO dates, DD.MM.YYYY strings or weekday numbers (1 Monday … 5 Friday) as chosen by POST /__sandbox/shapes`,
  rewrite: (value, shapes) => {
    const days = Array.isArray(value) ? (value as unknown[]).map(String) : workingDays();
    if (shapes.workCalendar === 'iso') return days;
    if (shapes.workCalendar === 'russian') return days.map((day) => day.split('-').reverse().join('.'));
    return [1, 2, 3, 4, 5];
  },
};

// ---- §7 calls ----------------------------------------------------------------------------------------------------

const START = '§7 Identity provider and start-up';
const SESSION = '§7 Session and user';
const CLIENT = '§7 Client cabinet (LKK / LKP)';
const EDM = '§7 EDM';
const DEBTOR = '§7 Debtor cabinet';
const AGENT = '§7 Agent cabinet';

const shape = (method: HttpMethod, path: string, answer: FieldRule): SpecShape => ({ method, path, answer });

function registryShapes(prefix: 'registries' | 'lka/registries', line: string, withLimit: boolean): SpecShape[] {
  return [
    shape('POST', prefix, registryListAnswer),
    shape('POST', `${prefix}/create`, rowsKept(`${line}: POST /registries/create`, { permissions: permissionsRule })),
    shape('GET', `${prefix}/{id}/detail/{scope}`, pick(`${line}: GET /registries/{id}/detail/{scope}; ${REGISTRY}`, registryDetailFields(withLimit))),
    shape('GET', `${prefix}/{id}/registry/{scope}`, rowsKept(`${line}: GET /registries/{id}/registry/{scope}`)),
    shape('GET', `${prefix}/{id}/supplies`, pick(`${line}: GET /registries/{id}/supplies; §3 Detail holds registry, supplies and total`, { supplies: pick(SUPPLY, supplyFields), total: keep(REGISTRY) })),
    shape('GET', `${prefix}/{id}/files`, pick(`${line}: GET /registries/{id}/files; ${FILES}`, filesFields)),
    shape('POST', `${prefix}/{id}/documents`, notShown(`${line}: POST /registries/{id}/documents`)),
    shape('DELETE', `${prefix}/{id}/documents/{docId}`, notShown(`${line}: DELETE /registries/{id}/documents/{docId}`)),
    shape('POST', `${prefix}/{id}/sign`, notShown(`${line}: POST /registries/{id}/sign`)),
    shape('POST', `${prefix}/{id}/action`, notShown(`${line}: POST /registries/{id}/action`)),
    shape('GET', `${prefix}/checkduplicate/{id}`, pick('§4 Registry duplicate check: result has error (number) and duplicates', { error: keep('§4 Registry duplicate check: result has error (number)'), duplicates: duplicateIds })),
    shape('POST', `${prefix}/{id}/generate`, binary(`${line}: POST /registries/{id}/generate?isFinancing= … blob`)),
    shape('POST', `${prefix}/{id}/set-all-financing`, notShown(`${line}: POST /registries/{id}/set-all-financing`)),
  ];
}

function eventShapes(prefix: 'lkk' | 'lkd', line: string): SpecShape[] {
  const list = pick(`${line}: POST /${prefix}/events {categoryEnum}; ${EVENT}`, eventFields);
  return [
    shape('POST', `${prefix}/events`, list),
    shape('GET', `${prefix}/events/categories`, rowsKept(`${line}: GET /${prefix}/events/categories`, { categoryEnum: keep('§6 Event categories offered: MESSAGE and AF_EVENTS only') })),
    shape('GET', `${prefix}/events/status`, notShown(`${line}: GET /${prefix}/events/status`)),
    shape('GET', `${prefix}/events/critical`, pick(`${line}: GET /${prefix}/events/critical[?date=]; ${EVENT}`, eventFields)),
    shape('POST', `${prefix}/events/{id}/set-visible`, notShown(`${line}: POST /${prefix}/events/{id}/set-visible`)),
  ];
}

export const SPEC_SHAPES: readonly SpecShape[] = [
  shape('GET', 'env', notShown(`${START}: GET env`)),
  shape('GET', 'i18n', notShown(`${START}: GET i18n`)),
  shape('GET', 'designschema', notShown(`${START}: GET designschema (dark if the reply matches 'dark')`)),
  shape('GET', 'system/color', notShown(`${START}: GET system/color`)),
  shape('GET', 'info/systeminfologin', pick(`${START}: info/systeminfologin (i18n and version)`, { i18n: keep(`${START}: info/systeminfologin (i18n and version)`), version: keep(`${START}: info/systeminfologin (i18n and version)`) })),
  shape('POST', 'log/error', notShown(`${START}: POST log/error`)),
  shape('GET', 'image/{name}', binary(`${START}: images under image/; GET /image/LKK_LOGO_IMAGE (text)`)),

  shape('POST', 'session/basic/login', notShown(`${SESSION}: POST session/basic/login`)),
  shape('GET', 'session/logout', notShown(`${SESSION}: GET session/logout`)),
  shape('PUT', 'v2/user/lastlogin', notShown(`${SESSION}: PUT /v2/user/lastlogin no body`)),
  shape('GET', 'system/page', pick(`${SESSION}: GET /system/page (user permissions; returns env, systemColors, designSchema)`, {
    permissions: keep(`${SESSION}: GET /system/page (user permissions …); §6 Page permissions are fetched from the server; their response ${NOT_SHOWN}: kept as our decision`),
    env: keep(`${SESSION}: GET /system/page (… returns env …)`),
    systemColors: keep(`${SESSION}: GET /system/page (… returns … systemColors …)`),
    designSchema: keep(`${SESSION}: GET /system/page (… returns … designSchema)`),
  })),
  shape('POST', 'token/update', notShown(`${SESSION}: POST /token/update`)),
  shape('POST', 'sign/checkMsg', notShown(`${SESSION}: POST /sign/checkMsg with signature payload (electronic-signature sign-in)`)),
  shape('GET', 'v2/user', pick(`${SESSION}: GET /v2/user; ${USER}`, userFields)),
  shape('PUT', 'v2/user/{id}/scope', notShown(`${SESSION}: PUT /v2/user/{id}/scope {scope}`)),
  ...(['lkk', 'lkd', 'lka'] as const).map((scope) => shape('PUT', `${scope}/user/password`, notShown(`${SESSION}: PUT /{scope}/user/password`))),
  shape('POST', 'v2/user/changeEmail', notShown(`${SESSION}: POST /v2/user/changeEmail {email}`)),
  shape('POST', 'lkk/user/notification_date', notShown(`${SESSION}: POST /lkk/user/notification_date`)),
  shape('POST', 'lkk/user/limits', pick(`${SESSION}: POST /lkk/user/limits {username, scope} returns limits[] and sumLimit; ${LIMITS}`, {
    limits: pick(LIMITS, { contractFactNum: keep(LIMITS), freeLimit: keep(LIMITS) }),
    sumLimit: keep(LIMITS),
  })),
  shape('POST', 'getAlertStatus', keep(`${SESSION}: POST /getAlertStatus returns a boolean`)),
  shape('GET', 'certificate/all', pick(`${SESSION}: GET /certificate/all; §3 Fields of the login-certificate list beyond those shown in the settings dialog are not shown`, {
    id: keep(CERTIFICATE),
    fio: keep(CERTIFICATE),
    innUser: keep(CERTIFICATE),
    innCompany: keep(CERTIFICATE),
    dateTo: keep(CERTIFICATE),
  })),
  shape('POST', 'certificate/add', notShown(`${SESSION}: POST /certificate/add`)),
  shape('DELETE', 'certificate/{id}/remove', notShown(`${SESSION}: DELETE /certificate/{id}/remove`)),
  shape('POST', 'vicarious', pick(`${SESSION}: POST /vicarious (multipart); ${POWER}`, powerFields)),
  shape('DELETE', 'vicarious/{id}', notShown(`${SESSION}: DELETE /vicarious/{id}`)),
  shape('GET', 'vicarious/all', pick(`${SESSION}: GET /vicarious/all; ${POWER}`, powerFields)),
  shape('GET', 'vicarious/expiredStatus', pick(`${SESSION}: GET /vicarious/expiredStatus; ${MANDATE}`, { status: keep(MANDATE), expirationDate: keep(MANDATE) })),
  shape('GET', 'vicarious', pick(`${SESSION}: GET /vicarious; ${POWER}`, powerFields)),
  shape('GET', 'documentTemplate', rowsKept(`${SESSION}: GET /documentTemplate; §3 Document template: fields not shown`)),
  shape('GET', 'documentTemplate/download/{id}', binary(`${SESSION}: GET /documentTemplate/download/{id} as blob`)),

  shape('GET', 'lkk/dict/debtors', pick(`${CLIENT}: GET /lkk/dict/debtors; ${ENTRY}`, entryFields)),
  shape('GET', 'lkp/dict/contract-facts', pick(`${CLIENT}: GET /lkp/dict/contract-facts; ${ENTRY}`, entryFields)),
  shape('GET', 'lkp/dict/contract-facts/search', pick(`${CLIENT}: GET /lkp/dict/contract-facts/search?word={text}; ${ENTRY}`, entryFields)),
  ...eventShapes('lkk', CLIENT),
  shape('GET', 'lkk/events/calendar/{day}', pick(`${CLIENT}: GET /lkk/events/calendar/{day} (YYYY-MM-DD); ${EVENT}`, eventFields)),
  shape('POST', 'lkk/event/{eventid}/add-file', { ...eventResponse, line: `${CLIENT}: POST /lkk/event/{eventid}/add-file (files; returns events and event)` }),
  shape('POST', 'lkk/event/{eventid}/delete-file', { ...eventResponse, line: `${CLIENT}: POST /lkk/event/{eventid}/delete-file {binaryinfoid, reqid}; ${EVENT_RESPONSE}` }),
  shape('GET', 'lkk/dashboard/eventGroup', rowsKept(`${CLIENT}: GET /lkk/dashboard/eventGroup (query: date, query, order id); ${GROUP} (the group's other fields: no fields given)`, { items: groupItems })),
  shape('GET', 'lkk/dashboard/eventGroups', pick(`${CLIENT}: GET /lkk/dashboard/eventGroups (items)`, { items: rowsKept(`${CLIENT}: GET /lkk/dashboard/eventGroups (items); ${GROUP} (the group's other fields: no fields given)`, { items: groupItems }) })),
  shape('GET', 'lkk/event-order/{id}', notShown(`${CLIENT}: GET /lkk/event-order/{id}`)),
  shape('GET', 'lkk/event-order/download/{id}', binary(`${CLIENT}: GET /lkk/event-order/download/{id} blob`)),
  ...['lkk/report/ARREARS/excel', 'lkp/report/ARREARS/excel', 'lkk/report/PAY_RES/excel', 'lkp/report/PAY_RES/excel', 'lkk/report/REP_IN_PAY/excel', 'lkk/report/INCOME_STATEMENT/excel', 'lkk/report/YIELD/excel'].map((path) => shape('POST', path, binary(`${CLIENT}: Reports (POST, body is the filter): /${path} (blob)`))),
  ...['lkk/report/SUPPLE_PAGINATION', 'lkk/report/PAY_RES', 'lkk/report/REP_IN_PAY', 'lkk/report/income_statement'].map((path) => shape('POST', path, { ...reportAnswer, line: `${CLIENT}: Reports (POST, body is the filter; response items, total, count): /${path}` })),
  shape('POST', 'lkk/report/YIELD', { ...yieldAnswer, line: `${CLIENT}: Reports (POST …; response items, total, count): /lkk/report/YIELD; ${YIELD_TOTALS}` }),
  ...registryShapes('registries', CLIENT, false),
  shape('DELETE', 'common/delete/{id}', notShown(`${CLIENT}: DELETE /common/delete/{id}`)),
  shape('POST', 'binary', notShown(`${CLIENT}: POST /binary/ multipart`)),
  shape('POST', 'sign/check', notShown(`${CLIENT}: POST /sign/check {registryId}`)),
  shape('GET', 'errorValidation/get/{id}', rowsKept(`${CLIENT}: GET /errorValidation/get/{id}`)),
  shape('GET', 'errorValidation/registries/{id}/validateStatus', notShown(`${CLIENT}: GET /errorValidation/registries/{id}/validateStatus`)),
  shape('GET', 'workCalendar', workCalendarRule),
  shape('GET', 'binary/{id}', binary(`${CLIENT}: GET binary/{id}`)),

  shape('POST', 'edm/all', { ...edmAnswer, line: `${EDM}: POST /edm/all (filter; content, count); ${EDM_DOC}` }),
  shape('GET', 'edm/type', rowsKept(`${EDM}: GET /edm/type`)),
  shape('GET', 'edm/statuses', rowsKept(`${EDM}: GET /edm/statuses/?type={type}`)),
  shape('POST', 'edm/download', binary(`${EDM}: POST /edm/download {docs, signature, vicariuses} blob`)),
  shape('POST', 'edm/delete', notShown(`${EDM}: POST /edm/delete {docs}`)),
  shape('POST', 'edm/save', notShown(`${EDM}: POST /edm/save (create, or edit sending {docs})`)),
  shape('POST', 'edm/sign', notShown(`${EDM}: POST /edm/sign (files)`)),
  shape('POST', 'edm/check', rowsKept(`${EDM}: POST /edm/check (list of {edmId})`)),
  shape('POST', 'edm/refuse', notShown(`${EDM}: POST /edm/refuse {docs}`)),

  shape('POST', 'lkd/report/SUPPLE', { ...reportAnswer, line: `${DEBTOR}: POST /lkd/report/SUPPLE {filter}; ${REPORT}` }),
  ...eventShapes('lkd', DEBTOR),
  shape('POST', 'lkd/event/{eventId}/add-file', { ...eventResponse, line: `${DEBTOR}: POST /lkd/event/{eventId}/add-file; ${EVENT_RESPONSE}` }),
  shape('POST', 'lkd/event/{eventId}/requirements', notShown(`${DEBTOR}: POST /lkd/event/{eventId}/requirements`)),
  shape('POST', 'lkd/event/{eventId}/delete-file', { ...eventResponse, line: `${DEBTOR}: POST /lkd/event/{eventId}/delete-file {file id}; ${EVENT_RESPONSE}` }),
  shape('GET', 'lkd/events/calendar/{date}', pick(`${DEBTOR}: GET /lkd/events/calendar/{date}; ${EVENT}`, eventFields)),
  shape('POST', 'lkd/registries', { ...registryListAnswer, line: `${DEBTOR}: POST /lkd/registries; ${REGISTRY_LIST}` }),
  shape('POST', 'lkd/registries/create', rowsKept(`${DEBTOR}: POST /lkd/registries/create`, { permissions: permissionsRule })),
  shape('GET', 'lkd/registries/{id}/detail', pick(`${DEBTOR}: GET /lkd/registries/{id}/detail; ${REGISTRY}`, { ...registryDetailFields(false), ...filesFields })),
  shape('POST', 'lkd/registries/{id}/documents', notShown(`${DEBTOR}: POST /lkd/registries/{id}/documents`)),
  shape('DELETE', 'lkd/registries/{id}/documents/{docId}', notShown(`${DEBTOR}: DELETE /lkd/registries/{id}/documents/{docId}`)),
  shape('POST', 'lkd/registries/{id}/action', notShown(`${DEBTOR}: POST /lkd/registries/{id}/action`)),
  shape('POST', 'lkd/reward-debtor/rewards/all', pick(`${DEBTOR}: POST /lkd/reward-debtor/rewards/all`, { total: keep(`${DEBTOR}: POST /lkd/reward-debtor/rewards/all; ${KEPT}`), items: rewardList(`${DEBTOR}: POST /lkd/reward-debtor/rewards/all`) })),
  shape('GET', 'lkd/reward-debtor/rewards/{id}/detail', { ...rewardDetail, line: `${DEBTOR}: GET /lkd/reward-debtor/rewards/{id}/detail; ${REWARD}` }),

  ...registryShapes('lka/registries', `${AGENT}: same registry calls under /lka/registries`, true),
  shape('GET', 'lka/registries/checkSupplyParam/{id}', notShown(`${AGENT}: GET /lka/registries/checkSupplyParam/{id}`)),
  shape('GET', 'lka/dict/contract-facts', pick(`${AGENT}: GET /lka/dict/contract-facts; ${ENTRY}`, entryFields)),
  shape('POST', 'lka/reward-agent/rewards/all', pick(`${AGENT}: POST /lka/reward-agent/rewards/all`, { total: keep(`${AGENT}: POST /lka/reward-agent/rewards/all; ${KEPT}`), items: rewardList(`${AGENT}: POST /lka/reward-agent/rewards/all`) })),
  shape('GET', 'lka/reward-agent/rewards/{id}/detail', { ...rewardDetail, line: `${AGENT}: GET .../rewards/{id}/detail; ${REWARD}` }),
  shape('POST', 'lka/reward-agent/rewards/{id}/action', notShown(`${AGENT}: POST .../rewards/{id}/action`)),
  shape('POST', 'lka/reward-agent/rewards/{id}/agreement', notShown(`${AGENT}: .../agreement; §4 Rewards (agent): approve ('agreement')`)),
  shape('POST', 'lka/reward-agent/rewards/{id}/reject', notShown(`${AGENT}: .../reject`)),
];

// ---- applying a rule ---------------------------------------------------------------------------------------------

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** `id`, `fileId`, `debtorId`, `vicariousId` …: a number here becomes its text in the spec mode. */
const isIdField = (key: string) => key === 'id' || /[a-z]Id$/.test(key);

/** Whole values kept: ids as strings, null fields left out, all the way down. */
function normalise(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((entry) => normalise(entry));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [field, entry] of Object.entries(value)) {
      if (entry === null || entry === undefined) continue;
      out[field] = normalise(entry, field);
    }
    return out;
  }
  if (key !== undefined && isIdField(key) && typeof value === 'number') return String(value);
  return value;
}

function apply(rule: FieldRule, value: unknown, shapes: ShapeSettings, key?: string): unknown {
  if (rule.binary) return value;
  if (rule.rewrite) return rule.rewrite(value, shapes);
  if (Array.isArray(value)) return value.map((entry) => apply(rule, entry, shapes, key));
  if (!rule.fields || !isPlainObject(value)) return normalise(value, key);
  const out: Record<string, unknown> = {};
  for (const [field, entry] of Object.entries(value)) {
    if (entry === null || entry === undefined) continue;
    const inner = rule.fields[field];
    if (inner) out[field] = apply(inner, entry, shapes, field);
    else if (rule.othersKept) out[field] = normalise(entry, field);
  }
  return out;
}

/** The answer a spec-mode call sends: only the allow-listed fields of `body`. */
export function shapeAnswer(entry: SpecShape, body: unknown, shapes: ShapeSettings): unknown {
  return apply(entry.answer, body, shapes);
}

/**
 * Routes the sandbox serves that spec §7 does not name: each a known decision, and each answers 404 in the spec
 * mode (so a portal that needs one is caught). Express paths relative to /api, as `listRoutes` reads them.
 */
export const SANDBOX_BEYOND_SPEC: ReadonlyArray<{ method: HttpMethod; path: string; why: string }> = [
  { method: 'GET', path: '/sign/message', why: 'УКЭП sign-in: the text to sign; §7 names only POST /sign/checkMsg "with signature payload"' },
  { method: 'POST', path: '/v2/user/changePassword', why: '§7 "an action sending login, currentPassword, password, confirmPassword (path not shown)": our path' },
  { method: 'POST', path: '/lkd/registries/:id/sign', why: 'the debtor signs with ecpdebtor (§6), but §7 lists no sign call under /lkd/registries' },
  { method: 'GET', path: '/lkk/events/new', why: '§4 New events dialog: the spec names the dialog but no call' },
  { method: 'POST', path: '/lkk/events/new/clear', why: '§4 New events dialog: "Closing clears the list", no call named' },
  { method: 'GET', path: '/lkd/events/new', why: '§4 New events dialog (LKD): no call named' },
  { method: 'POST', path: '/lkd/events/new/clear', why: '§4 New events dialog (LKD): no call named' },
  { method: 'GET', path: '/lkd/event-order/download/:id', why: '§7 Debtor cabinet: "file download by path (path not shown)"' },
  { method: 'GET', path: '/lkd/event-order/:id', why: 'the client\'s GET /lkk/event-order/{id} for the debtor; §7 names none for /lkd' },
  { method: 'GET', path: '/lka/reward-agent/rewards/:id/files/:fileId', why: '§3 Reward detail names act and report; their download path is not shown' },
  { method: 'GET', path: '/lkd/reward-debtor/rewards/:id/files/:fileId', why: '§3 Reward detail names act and report; their download path is not shown' },
  { method: 'GET', path: '/lkk/tariffs', why: 'tariffs screen: the spec has no tariffs call (shared/api/src/tariffs/CONTRACT.md)' },
  { method: 'GET', path: '/lkp/tariffs', why: 'tariffs screen (LKP): the spec has no tariffs call' },
  { method: 'POST', path: '/lkk/report/SUPPLE_PAGINATION/excel', why: '§9 names the supplies Excel file, but §7 lists no /excel for SUPPLE_PAGINATION' },
  { method: 'POST', path: '/lkk/report/ARREARS', why: '§7 lists only /{cabinet}/report/ARREARS/excel; the JSON list is ours' },
  { method: 'POST', path: '/lkp/report/ARREARS', why: '§7 lists only /{cabinet}/report/ARREARS/excel; the JSON list is ours' },
  { method: 'POST', path: '/lkd/report/SUPPLE/excel', why: '§7 Debtor cabinet lists POST /lkd/report/SUPPLE only' },
];
