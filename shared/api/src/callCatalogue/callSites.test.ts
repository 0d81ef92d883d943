/**
 * Every call the portal makes is one spec §7 names (SPEC_CALLS) or one of ours with a stated fallback
 * (BEYOND_SPEC_CALLS). Two halves, so that neither can be fooled alone:
 *
 * 1. **Runtime recording.** The platform's HTTP functions are replaced by a recorder (jest.mock of the modules by
 *    path, so the host, the kit, the areas and the platform itself all reach it) and every area's call functions
 *    run for every cabinet. Each recorded method + real built path must be in one of the two tables.
 * 2. **Source scan.** Every call site in the portal's source (any import name of getJson, sendJson, downloadBlob,
 *    uploadWithProgress*, `http` and its verbs; fetch; XMLHttpRequest & co) is found with the TypeScript parser.
 *    A site whose method and path are literal is checked against the tables directly; any other site must have
 *    been seen by the recording (same file, a line of the call) — a new call nobody exercises fails here, as does
 *    a use of an HTTP function the scan cannot follow (passed on as a value).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BEYOND_SPEC_CALLS, BEYOND_SPEC_SITE_FILES } from './beyondSpecCalls';
import { findCall, normalisePath, type CataloguedCall } from './matchCall';
import { SPEC_CALLS } from './specCalls';
import { recorded } from './testing/recordingHttp';
import { HOLE, scanFile, sourceFiles, type CallSite } from './testing/scanCallSites';

import { changePassword, setPassword } from '../../../../host/src/password/changePasswordApi';
import { settingsApi } from '../../../../host/src/settings/settingsApi';
import { startupCalls } from '../../../../host/src/startup/startupCalls';
import { sendStartupBackendSession } from '../../../platform/src/identity/startupBackendSession';
import { knownLandingReads, LANDING_READS } from '../remotes/landingCalls';
import { fetchFactoringLimits } from '../../../ui/src/sharedCalls/useFactoringLimits';
import { fetchAlertStatus } from '../../../ui/src/layout/signals/fetchAlertStatus';
import { fetchDocumentTemplates, downloadDocumentTemplate } from '../../../ui/src/sharedCalls/documentTemplateCalls';
import * as registryChecks from '../../../features/src/registries/api/checkCalls';
import * as registryDetail from '../../../features/src/registries/api/detailCalls';
import * as registryDictionary from '../../../features/src/dictionaries/dictionaryCalls';
import * as registryDocuments from '../../../features/src/registries/api/documentCalls';
import * as registryList from '../../../features/src/registries/api/listCalls';
import * as registryActionRequests from '../../../features/src/registries/api/generateSignActionCalls';
import { LKA_REGISTRIES, LKD_REGISTRIES, LKK_REGISTRIES, LKP_REGISTRIES, type RegistryCabinet } from '../../../features/src/registries/registryCabinet';
import { eventCalls } from '../../../features/src/events/api/eventCalls';
import { dashboardCalls } from '../../../features/src/events/api/dashboardCalls';
import { newEventCalls } from '../../../features/src/events/api/newEventCalls';
import { LKD_EVENTS, LKK_EVENTS, LKP_EVENTS } from '../../../features/src/events/eventsCabinet';
import { downloadReportExcel, fetchReportPage } from '../../../features/src/reports/api/reportCalls';
import { LKD_REPORTS, LKK_REPORTS, LKP_REPORTS } from '../../../features/src/reports/reportCabinet';
import * as rewardCalls from '../../../features/src/rewards/api/rewardCalls';
import { LKA_REWARDS, LKD_REWARDS } from '../../../features/src/rewards/rewardsCabinet';
import { fetchTariffs } from '../../../features/src/tariffs/tariffCalls';
import { edmApi } from '../../../features/src/edm/api/edmApi';
import { DEFAULT_REWARD_FILTER, REPORT_PAGE_SIZE, reportPaths, type AnyReportFilter, type ReportKind, type Scope } from '../index';

// Hoisted above the imports by the jest transform: every importer of the platform's HTTP modules gets the recorder.
jest.mock('../../../platform/src/http/http', () => jest.requireActual('./testing/recordingHttp'));
jest.mock('../../../platform/src/http/uploadWithProgress', () => jest.requireActual('./testing/recordingHttp'));

const ROOT = join(__dirname, '..', '..', '..', '..');
const CATALOGUE: readonly CataloguedCall[] = [...SPEC_CALLS, ...BEYOND_SPEC_CALLS];

/** Source folders of the portal (what runs in the browser). */
const PORTAL_SOURCES = ['host/src', 'remote-lkk/src', 'remote-lkd/src', 'remote-lka/src', 'remote-lkp/src', 'shared/platform/src', 'shared/api/src', 'shared/ui/src', 'shared/features/src'];

/**
 * Files that implement the HTTP client rather than call the server: their own `fetch`/XMLHttpRequest sends what
 * the functions above were given. Each is named; anything else that talks to the server is a call site.
 */
const CLIENT_IMPLEMENTATION = new Set([
  'shared/platform/src/http/http.ts',
  'shared/platform/src/http/uploadWithProgress.ts',
  'shared/platform/src/http/createHttpClient.ts',
  'shared/platform/src/http/retryUnauthorized.ts',
  'shared/platform/src/http/networkFailure.ts',
  'shared/platform/src/index.ts',
  // Defines API_BASE_PATH, the one place '/api/' is written.
  'shared/platform/src/constants.ts',
  // Start-up's sends before the client is loaded (decision 0050): the back end's session, and the calls it is given
  // (the app's start-up reads, the cabinets' declared landing calls). What they send is checked below.
  'shared/platform/src/identity/startupBackendSession.ts',
  'host/src/startup/prefetchCalls.ts',
]);

/** The catalogue itself (it writes /api/ addresses into documents). */
const isCatalogue = (path: string) => path.startsWith('shared/api/src/callCatalogue/');

const isTestCode = (path: string) => /\.test\.tsx?$/.test(path) || /(^|\/)testing\//.test(path);

/** Site files: spec §7's `/config`, and ours. */
const SITE_URLS = new Set(['/config', ...BEYOND_SPEC_SITE_FILES.map((entry) => entry.url)]);

/** A source path with `${…}` holes against the catalogue: a hole must stand for a whole segment that is a `{placeholder}` there. */
function matchTemplate(method: string, path: string): CataloguedCall | undefined {
  const segments = normalisePath(path).split('/');
  return CATALOGUE.find((entry) => {
    if (entry.method !== method) return false;
    const wanted = entry.path.split('/');
    if (wanted.length !== segments.length) return false;
    return segments.every((segment, index) => {
      const expected = wanted[index] ?? '';
      const placeholder = /^\{[^}]+\}$/.test(expected);
      if (segment.includes(HOLE)) return segment === HOLE && placeholder;
      return placeholder || segment === expected;
    });
  });
}

const where = (file: string, line: number) => `${relative(ROOT, file)}:${line}`;

// ── The runtime exercise: every area's calls, for every cabinet, the way the screens use them ────────────────

const REGISTRY_CABINETS: readonly RegistryCabinet[] = [LKK_REGISTRIES, LKP_REGISTRIES, LKA_REGISTRIES, LKD_REGISTRIES];
const listFilter = { sortBy: 'create_date', sortDesc: true, page: 0, size: 20, pagination: true } as const;
const aFile = () => new File(['x'], 'a.pdf', { type: 'application/pdf' });

function reportFilter(kind: ReportKind): AnyReportFilter {
  const paging = { sortBy: 'x', sortDesc: true, page: 0, size: REPORT_PAGE_SIZE, pagination: true };
  return (kind === 'supplies' || kind === 'debtorSupplies' ? { ...paging, debtPaym: false } : paging) as AnyReportFilter;
}

function registryExercises(cabinet: RegistryCabinet): Array<() => Promise<unknown>> {
  const calls: Array<() => Promise<unknown>> = [
    () => registryList.fetchRegistryPage(cabinet, listFilter),
    () => registryList.createRegistry(cabinet, { category: 'MAIN', debtorId: 1, contractFactExternalId: 'c-1' }),
    () => registryDocuments.uploadRegistryDocuments(cabinet, 7, [aFile()], () => undefined),
    () => registryDocuments.deleteRegistryDocument(cabinet, 7, 8),
    () => registryDocuments.downloadBinary(9),
    () => registryActionRequests.sendSignatures(cabinet, 7, { documentId: cabinet.signingDocumentId, signatures: [{ id: 1, signature: 'c2ln' }] }),
    () => registryActionRequests.runRegistryAction(cabinet, 7, 'send'),
    () => registryActionRequests.checkSigning(7),
    () => registryActionRequests.fetchWorkCalendar(),
    () => registryActionRequests.fetchDocumentBytes(9),
  ];
  const { dictionary } = cabinet;
  if (dictionary !== null) calls.push(() => registryDictionary.fetchDictionary(dictionary));
  if (cabinet.stagedDetail) {
    calls.push(...(['detail', 'registry', 'supplies', 'files'] as const).map((stage) => () => registryDetail.fetchRegistryStage(cabinet, 7, stage)));
  } else {
    calls.push(() => registryDetail.fetchOneStageDetail(cabinet, 7));
  }
  if (dictionary?.search) calls.push(() => registryDictionary.searchContracts(dictionary, 'абв'));
  if (cabinet.checks.duplicate) {
    // The duplicate check's branch, the toolbar's generate and 'Все к финансированию' (RegistryToolbar: `generates`).
    calls.push(
      () => registryChecks.checkDuplicates(cabinet, 7),
      () => registryChecks.generateRegistryFile(cabinet, 7, [1, 2]),
      () => registryActionRequests.generateRegistry(cabinet, 7, { supplies: [1], type: 'all', financing: [1] }),
      () => registryActionRequests.setAllFinancing(cabinet, 7),
    );
  }
  if (cabinet.checks.supplyParam) calls.push(() => registryChecks.checkSupplyParam(7));
  if (cabinet.checks.validation) calls.push(() => registryChecks.fetchValidationErrors(7), () => registryChecks.fetchValidateStatus(7));
  if (cabinet.checks.deleteRegistry) calls.push(() => registryList.deleteRegistry(7));
  return calls;
}

const EXERCISES: Array<() => Promise<unknown>> = [
  // host
  () => changePassword({ login: 'user', currentPassword: 'Old_pass1', password: 'New_pass1', confirmPassword: 'New_pass1' }, 'LKK'),
  ...(['LKK', 'LKP', 'LKD', 'LKA'] as const satisfies readonly Scope[]).map((scope) => () => setPassword(scope, 'New_pass1')),
  () => settingsApi.changeEmail('user@example.ru'),
  () => settingsApi.changeNotificationDate('2026-03-01'),
  () => settingsApi.loginCertificates(),
  () => settingsApi.addCertificate({ id: 'A'.repeat(40), fio: 'Иванов Иван Иванович', innUser: '500100732259', innCompany: '', dateTo: '01.01.2030 00:00:00' }),
  () => settingsApi.removeCertificate('A'.repeat(40)),
  () => settingsApi.powersOfAttorney(),
  () => settingsApi.checkPowerOfAttorney(),
  () => settingsApi.uploadPowerOfAttorney(new File(['<x/>'], 'mchd.xml', { type: 'text/xml' })),
  () => settingsApi.removePowerOfAttorney(4),
  // the kit's shared calls
  () => fetchFactoringLimits('user', 'LKK'),
  () => fetchAlertStatus(),
  () => fetchDocumentTemplates(),
  () => downloadDocumentTemplate(3),
  // registries
  ...REGISTRY_CABINETS.flatMap(registryExercises),
  // events
  ...[LKK_EVENTS, LKP_EVENTS, LKD_EVENTS].flatMap((cabinet) => {
    const calls = eventCalls(cabinet);
    const exercises: Array<() => Promise<unknown>> = [
      () => calls.categories(),
      () => calls.list('MESSAGE'),
      () => calls.status(),
      () => calls.critical(),
      () => calls.critical('2026-03-01'),
      () => calls.calendarDay('2026-03-01'),
      () => calls.setVisible(5),
      () => calls.addFiles(5, 6, [aFile()], () => undefined),
      () => calls.deleteFile(5, 6, 7),
      () => newEventCalls.list(cabinet.apiPrefix),
      () => newEventCalls.clear(cabinet.apiPrefix),
      () => dashboardCalls.order(cabinet.apiPrefix, 11),
      () => dashboardCalls.orderFile(cabinet.apiPrefix, 12),
    ];
    if (cabinet.sendsRequirements) exercises.push(() => calls.sendRequirements(5));
    // The dashboard of groups is on the client main pages only (LKK, LKP).
    if (cabinet.apiPrefix === 'lkk') exercises.push(() => dashboardCalls.groups(), () => dashboardCalls.group({ groupId: 1, date: '2026-03-01', query: 'x', orderId: '2' }));
    return exercises;
  }),
  // reports
  ...[LKK_REPORTS, LKP_REPORTS, LKD_REPORTS].flatMap((cabinet) =>
    cabinet.kinds.flatMap((kind) => [
      () => fetchReportPage(cabinet, kind, reportFilter(kind)),
      // The supplies reports have no Excel call: their file is written on the page from the list call (decision 0061).
      ...(reportPaths(kind, cabinet.pathCabinet).excel === null ? [] : [() => downloadReportExcel(cabinet, kind, reportFilter(kind))]),
    ]),
  ),
  // rewards
  ...[LKA_REWARDS, LKD_REWARDS].flatMap((cabinet) => {
    const exercises: Array<() => Promise<unknown>> = [
      () => rewardCalls.fetchRewardPage(cabinet, DEFAULT_REWARD_FILTER),
      () => rewardCalls.fetchRewardDetail(cabinet, 3),
      () => rewardCalls.downloadRewardFile(cabinet, 3, 4),
    ];
    if (cabinet.canAct) {
      exercises.push(
        () => rewardCalls.approveReward(cabinet, 3),
        () => rewardCalls.rejectReward(cabinet, 3, 'причина'),
        () => rewardCalls.runRewardAction(cabinet, 3, 'SEND_TO_PAYMENT'),
      );
    }
    return exercises;
  }),
  // tariffs
  () => fetchTariffs('LKK'),
  () => fetchTariffs('LKP'),
  // EDM
  () =>
    edmApi.list({
      page: 0,
      limit: 30,
      pagination: true,
      sortBy: 'createDate',
      sortDesc: true,
      status: null,
      dateFrom: null,
      dateTo: null,
      store: false,
      type: 'incoming',
      documentType: null,
      clientId: 1,
      sorted: { field: 'createDate', orderBy: 'DESC' },
    }),
  () => edmApi.types(),
  () => edmApi.statuses('incoming'),
  () => edmApi.statuses('outgoing'),
  () => edmApi.save({ documentType: 1, comment: '', files: [aFile()] }),
  () => edmApi.save({ documentType: 1, comment: 'x', files: [], editId: 2 }),
  () => edmApi.remove(2),
  () => edmApi.refuse(2, 'причина'),
  () => edmApi.sign({ id: 2, fileId: 3, signature: 'c2ln', vicariousId: null }),
  () => edmApi.check([2]),
  () => edmApi.download({ docs: [2], signature: true, vicariuses: false }),
  () => edmApi.fileBase64(3),
  () => edmApi.powerOfAttorney(),
];

// ── The scan ─────────────────────────────────────────────────────────────────────────────────────────────────

const scanned = sourceFiles(ROOT, PORTAL_SOURCES, (path) => isTestCode(path) || isCatalogue(path) || CLIENT_IMPLEMENTATION.has(path)).map((file) => scanFile(file));
const sites: CallSite[] = scanned.flatMap((result) => result.sites);

/** An exercise that has not settled by then is left (its requests up to there are recorded) and named. */
const EXERCISE_WAIT_MS = 1_000;
/** Exercises that stalled, or that made no request at all (a renamed function, a body the area now refuses). */
const idle: string[] = [];

beforeAll(async () => {
  for (const [index, exercise] of EXERCISES.entries()) {
    const before = recorded.length;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = new Promise<'stalled'>((resolve) => {
      timer = setTimeout(() => resolve('stalled'), EXERCISE_WAIT_MS);
    });
    const outcome = await Promise.race([
      Promise.resolve()
        .then(exercise)
        .then(
          () => 'done',
          () => 'done',
        ),
      wait,
    ]);
    clearTimeout(timer);
    const name = `exercise ${index}: ${exercise.toString().replace(/\s+/g, ' ').slice(0, 140)}`;
    if (outcome === 'stalled') idle.push(`${name} (stalled)`);
    else if (recorded.length === before) idle.push(`${name} (made no request)`);
  }
}, 60_000);

describe('every call of the portal is in spec §7 or in the beyond-spec table', () => {
  it('finds the call sites (the scan works)', () => {
    expect(sites.length).toBeGreaterThan(60);
  });

  it('records real requests when the areas run (the recording works), and every exercise settles having made a request', () => {
    expect(recorded.length).toBeGreaterThan(150);
    expect(idle).toEqual([]);
  });

  it('every recorded request is a catalogued call', () => {
    const unknown = recorded.filter((call) => !findCall(CATALOGUE, call.method, call.path)).map((call) => `${call.method} ${call.path} (${where(call.file, call.line)})`);
    expect(unknown).toEqual([]);
  });

  it('every call site with a literal method and path is a catalogued call', () => {
    const unknown = sites
      .filter((site) => site.kind === 'api' && site.method !== null && site.path !== null && !site.path.includes(HOLE))
      .filter((site) => !findCall(CATALOGUE, site.method ?? '', site.path ?? ''))
      .map((site) => `${site.method} ${site.path} (${where(site.file, site.startLine)})`);
    expect(unknown).toEqual([]);
  });

  it('every other call site was exercised by the recording (add it to EXERCISES), or its template matches a catalogued call', () => {
    const seen = (site: CallSite) => recorded.some((call) => call.file === site.file && call.line >= site.startLine && call.line <= site.endLine);
    const unchecked = sites
      .filter((site) => site.kind === 'api')
      .filter((site) => !(site.method !== null && site.path !== null && !site.path.includes(HOLE)))
      .filter((site) => !(site.method !== null && site.path !== null && matchTemplate(site.method, site.path)))
      .filter((site) => !seen(site))
      .map((site) => `${where(site.file, site.startLine)}: ${site.text}`);
    expect(unchecked).toEqual([]);
  });

  it('every site file fetched is /config (spec) or a listed one of ours; nothing else leaves the page another way', () => {
    const odd = sites
      .filter((site) => site.kind !== 'api')
      .filter((site) => !(site.kind === 'site' && site.method === 'GET' && site.url && SITE_URLS.has(site.url)))
      .map((site) => `${where(site.file, site.startLine)}: ${site.text}`);
    expect(odd).toEqual([]);
  });

  it('every call of the beyond-spec table is still made (no stale entry)', () => {
    const used = (entry: CataloguedCall) =>
      recorded.some((call) => findCall([entry], call.method, call.path)) ||
      sites.some((site) => site.method === entry.method && site.path !== null && !site.path.includes(HOLE) && findCall([entry], entry.method, site.path));
    expect(BEYOND_SPEC_CALLS.filter((entry) => !used(entry)).map((entry) => `${entry.method} ${entry.path}`)).toEqual([]);
  });

  it("start-up's early calls are catalogued: the back end's session, the app's start-up reads, every read a cabinet may declare for its landing page", async () => {
    const sent: string[] = [];
    const send = ((url: string, init: RequestInit) => {
      sent.push(`${String(init.method)} ${new URL(url).pathname}`);
      return Promise.resolve(new Response(null, { status: 200 }));
    }) as unknown as typeof fetch;
    await sendStartupBackendSession({ token: 't' }, 'http://localhost', send);
    for (const cabinet of ['lkk', 'lkd', 'lka', 'lkp']) {
      const calls: unknown = JSON.parse(readFileSync(join(ROOT, `remote-${cabinet}`, 'package.json'), 'utf8')).portal?.cabinet?.landing?.calls;
      const known = knownLandingReads(calls).length;
      expect({ cabinet, declares: Array.isArray(calls) && calls.length > 0 && known === calls.length }).toEqual({ cabinet, declares: true });
    }
    const declared = [...LANDING_READS].map((name) => ({ method: name.split(' ')[0] ?? '', path: name.split(' ')[1] ?? '' }));
    const early = [...sent.map((call) => call.replace(' /api/', ' ')), ...[...startupCalls(false), ...declared].map((call) => `${call.method} ${call.path}`)];
    const unknown = early.filter((call) => {
      const [method = '', path = ''] = call.split(' ');
      return !findCall(CATALOGUE, method, path.split('?')[0] ?? '');
    });
    expect(sent).toEqual(['POST /api/session/basic/login']);
    expect(unknown).toEqual([]);
  });

  it('no HTTP function is passed around where the scan cannot follow it', () => {
    const indirect = scanned.flatMap((result) => result.indirect).map((use) => `${where(use.file, use.line)}: ${use.text}`);
    expect(indirect).toEqual([]);
  });
});

describe('the scan reads what it must, and refuses what it cannot', () => {
  const scan = (source: string) => scanFile('/virtual/file.ts', source);

  it('reads literal paths, templates and same-file constants, with the method of each function', () => {
    const { sites: found } = scan(`
      import { getJson, sendJson as send, http, downloadBlob } from '@portal/platform';
      const PATH = 'lkk/tariffs';
      const OPTIONS = { method: 'post' };
      getJson('v2/user', s);
      send('put', \`v2/user/\${id}/scope\`, body);
      http.post('getAlertStatus');
      http('log/error', { ...OPTIONS, json: 1 });
      downloadBlob(PATH);
    `);
    expect(found.map((site) => [site.method, site.path?.replace(HOLE, '{}')])).toEqual([
      ['GET', 'v2/user'],
      ['PUT', 'v2/user/{}/scope'],
      ['POST', 'getAlertStatus'],
      ['POST', 'log/error'],
      ['GET', 'lkk/tariffs'],
    ]);
  });

  it('marks a built path or an unknown method unreadable, and a function passed on as indirect', () => {
    const { sites: found, indirect } = scan(`
      import { getJson, http } from '@portal/platform';
      getJson(paths.list(prefix), s);
      http(path, options);
      const load = getJson;
    `);
    expect(found.map((site) => [site.method, site.path])).toEqual([
      ['GET', null],
      [null, null],
    ]);
    expect(indirect).toHaveLength(1);
  });

  it('refuses ky used directly, the /api/ base used by hand and a written-out /api/ address', () => {
    const { indirect } = scan(`
      import ky, { HTTPError } from 'ky';
      import { API_BASE_PATH } from '@portal/platform';
      import * as platform from '@portal/platform';
      window.open('/api/binary/1');
      const link = \`\${API_BASE_PATH}binary/\${id}\`;
    `);
    expect(indirect.map((use) => use.text.split(':')[0])).toEqual(['ky used directly (default)', 'the /api/ base imported to build a URL by hand', 'a namespace import of the platform (use named imports)', 'an /api/ address written out']);
  });

  it('matches a template only where each hole is a whole placeholder segment', () => {
    expect(matchTemplate('PUT', `v2/user/${HOLE}/scope`)?.path).toBe('v2/user/{id}/scope');
    expect(matchTemplate('GET', `${HOLE}/checkduplicate/${HOLE}`)).toBeUndefined();
    expect(matchTemplate('GET', `binary/x${HOLE}`)).toBeUndefined();
  });
});
