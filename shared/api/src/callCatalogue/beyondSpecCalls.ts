import type { HttpMethod } from './specCalls';

/**
 * The tests that show an entry's fallback against a server that keeps only the spec (the call answering 404, the
 * field left out): each `path › title`, the file from the repository root, then titles as that file spells them (a
 * describe's, then the test's; `%s` as written in an each). `beyondSpecTests.test.ts` fails when a file or a title is
 * not there. Empty: no test shows it yet, and BEYOND_SPEC.md says so.
 */
export type ShownBy = readonly string[];

/**
 * Every `/api/` call the portal makes that spec §7 does not name, in the form of `SPEC_CALLS`:
 * relative to `/api/`, no leading slash, no query, `{name}` for one path segment.
 *
 * A back end that answers only what the spec promises answers these 404 (the sandbox's spec-only mode does), so
 * each entry says what the portal does then. `BEYOND_SPEC.md` is rendered from this table (see
 * `beyondSpecDoc.test.ts`), and `callSites.test.ts` fails when a call site uses a path that is in neither table.
 */
export interface BeyondSpecCall {
  method: HttpMethod;
  path: string;
  /** Area and file(s) that make the call. */
  usedBy: string;
  /** Why the portal makes a call the spec does not name. */
  why: string;
  /** What the user sees when the server answers 404 (or never had the call). */
  fallback: string;
  /** Who carries the fallback: the shell (host/, shared/platform/) or a feature area (shared/features/<area>). */
  fallbackIn: 'shell' | 'events' | 'registries' | 'reports' | 'rewards' | 'tariffs' | 'edm';
  /** The tests that show the fallback. */
  tests: ShownBy;
  /** The part of the fallback those tests do not show, when they show only part of it. */
  notShown?: string;
}

const EVENTS = 'events (shared/features/src/events)';
const NEW_EVENTS_FILES = `${EVENTS}: newEvents/useNewEvents.ts, api/newEventCalls.ts, path builder eventPaths (shared/api/src/events/eventPaths.ts)`;

export const BEYOND_SPEC_CALLS: readonly BeyondSpecCall[] = [
  // ── Shell: sign-in and session ──────────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    path: 'sign/message',
    usedBy: 'host: routing/ukepSignIn.ts (the /ukep page)',
    why: 'Spec §7 names POST /sign/checkMsg "with signature payload" but not where the text to sign comes from; a one-use server challenge keeps a signature from being replayed.',
    fallback:
      'On 404 (or a 2xx without a message) the page signs a challenge it makes itself — "Вход в личный кабинет: {site origin}; {ISO time}; {random UUID}", new each time — and sends that to POST /sign/checkMsg; whether a page-made text is good enough is the back end\'s decision there. Any other failure stops the sign-in with the server\'s message.',
    fallbackIn: 'shell',
    tests: [
      "host/src/routing/ukepSignIn.test.ts › when GET /sign/message %s, signs a challenge made on the page and sends that to POST /sign/checkMsg",
      "host/src/routing/ukepSignIn.test.ts › stops on another failure of GET /sign/message (nothing is signed or sent)",
      "sandbox/src/api/specOnlyMode.test.ts › УКЭП sign-in without GET /sign/message › takes a challenge the page made for its own origin, fresh and once, in the spec mode only",
    ],
  },
  {
    method: 'POST',
    path: 'v2/user/changePassword',
    usedBy: 'host: password/changePasswordApi.ts (the change-password dialog, forced or opened from settings); path from /config passwordChangePath (password/passwordChangeAction.ts), default PASSWORD_CHANGE_ACTION_PATH (shared/api/src/passwordRules.ts); decision 0038',
    why: 'Spec §7 names "an action sending login, currentPassword, password, confirmPassword (path not shown)"; the default path is ours, a deploy names the real one in /config (PASSWORD_CHANGE_PATH).',
    fallback:
      'On 404 (405, 501) the dialog sends the spec\'s PUT /{scope}/user/password with the new password as the body (LKP on the LKK path, §6), which cannot carry the current password. That ends in the spec\'s green \'Пароль успешно изменён\' at a first sign-in (hasActualPassword false). For a user who has a password a server may refuse it (the sandbox answers 403): then the dialog says the password is unchanged and to ask support (host/src/password/PasswordDialogs.test.tsx); such a user changes it only where the action is, e.g. the spec-only sandbox told PASSWORD_CHANGE_PATH (e2e/tests/settings.spec.ts «a user who has a password changes it at the path /config names…»). A 400 or 409 of either call shows its message under the fields.',
    fallbackIn: 'shell',
    tests: [
      "host/src/password/PasswordDialogs.test.tsx › when the four-field action is not there (404: a back end with only the calls of spec §7) › %s: sends the new password as the body of PUT %s, and success is the same as the action's",
      "host/src/password/PasswordDialogs.test.tsx › when the four-field action is not there (404: a back end with only the calls of spec §7) › when the PUT answers %s, says the password is unchanged and whom to ask, not to type the current password",
      "e2e/tests/settings.spec.ts › against a server that keeps only spec §7 (spec-only mode) › a user who has a password changes it at the path /config names and reads «Пароль успешно изменён»",
      "host/src/password/PasswordDialogs.test.tsx › shows the PUT's own reason when it refuses the new password (400)",
      "host/src/password/PasswordDialogs.test.tsx › shows the message of a 409 from the fallback under the fields",
    ],
  },

  // ── Events (LKK, LKP on /lkk, LKD on /lkd) ────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    path: 'lkk/events/new',
    usedBy: `${NEW_EVENTS_FILES}; mounted by remote-lkk and remote-lkp`,
    why: 'Spec §2/§4 describe the new-events dialog (opens on entry if the list is not empty) but §7 names no call that lists new events.',
    fallback: 'On 404 the new-events dialog does not open and the events page says, muted under its status line, «Новые события при входе этим сервером не показываются: все события — в списке ниже.» (events/newEvents/NewEventsSpecOnly.test.tsx). Any other failure: the dialog does not open; nothing else on the page depends on it.',
    fallbackIn: 'events',
    tests: [
      "shared/features/src/events/newEvents/NewEventsSpecOnly.test.tsx › new-events dialog against a spec-only server › does not open when the new-events call answers 404: no banner, logged once",
    ],
  },
  {
    method: 'GET',
    path: 'lkd/events/new',
    usedBy: `${NEW_EVENTS_FILES}; mounted by remote-lkd`,
    why: 'As lkk/events/new, for the debtor (§4: the dialog opens on entry to LKK, LKP and LKD).',
    fallback: 'As lkk/events/new: the dialog does not open; the events page says new events are not shown on entry.',
    fallbackIn: 'events',
    tests: [
      "e2e/tests/specOnly.spec.ts › menus › debtor (LKD): every menu page shows its content or an explained empty state, and no error",
    ],
  },
  {
    method: 'POST',
    path: 'lkk/events/new/clear',
    usedBy: NEW_EVENTS_FILES,
    why: 'Spec §4: "Closing clears the list" — the server has to forget the shown events, or they come back on the next entry.',
    fallback: 'Never sent when the list call failed (the dialog never opened). If it alone answers 404, the dialog still closes and the list is cleared on the page; the same events may show again next time.',
    fallbackIn: 'events',
    tests: [
      "shared/features/src/events/newEvents/NewEventsSpecOnly.test.tsx › new-events dialog against a spec-only server › %s: when only the clearing call answers 404 the dialog still closes, with no banner",
    ],
  },
  {
    method: 'POST',
    path: 'lkd/events/new/clear',
    usedBy: NEW_EVENTS_FILES,
    why: 'As lkk/events/new/clear, for the debtor.',
    fallback: 'As lkk/events/new/clear: the dialog closes; the events may show again next time.',
    fallbackIn: 'events',
    tests: [
      "shared/features/src/events/newEvents/NewEventsSpecOnly.test.tsx › new-events dialog against a spec-only server › %s: when only the clearing call answers 404 the dialog still closes, with no banner",
    ],
  },
  {
    method: 'GET',
    path: 'lkd/event-order/{id}',
    usedBy: `${EVENTS}: newEvents (the 'Скачать счет' link of an 'Оплата счета' group), api/dashboardCalls.ts order()`,
    why: 'Spec §7 gives /lkk/event-order/{id} only; the debtor\'s new-events dialog shows invoices too and /lkk/ is closed to LKD.',
    fallback: "On 404 the 'Скачать счет' link gives way, in its place, to a muted «Счёт этим сервером не выдаётся» (not an error: other download failures stay silent, spec §8); an order without a file says «Файла счёта нет». Logged through POST log/error; the dialog stays usable (events/newEvents/NewEventsSpecOnly.test.tsx).",
    fallbackIn: 'events',
    tests: [
      "shared/features/src/events/newEvents/NewEventsSpecOnly.test.tsx › LKD: when /lkd/event-order answers 404 (not in §7) the link gives way to a muted line saying the server does not give the invoice, logged",
    ],
  },
  {
    method: 'GET',
    path: 'lkd/event-order/download/{id}',
    usedBy: `${EVENTS}: api/dashboardCalls.ts orderFile()`,
    why: 'The file of the debtor\'s invoice, as /lkk/event-order/download/{id} for the client.',
    fallback: "On 404 nothing is saved and the 'Скачать счет' link gives way to a muted «Счёт этим сервером не выдаётся» (other download failures stay silent, spec §8); logged.",
    fallbackIn: 'events',
    tests: [
      "shared/features/src/events/newEvents/NewEventsSpecOnly.test.tsx › new-events dialog against a spec-only server › LKD: an order whose file call answers 404 (not in §7) saves nothing and says the server does not give the invoice",
    ],
  },

  // ── Reports ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    method: 'POST',
    path: 'lkk/report/ARREARS',
    usedBy: 'reports (shared/features/src/reports): api/reportCalls.ts via reportPaths (shared/api/src/reports/reportPaths.ts), the «Дебиторская задолженность» tab of LKK',
    why: 'Spec §7 names only /{cabinet}/report/ARREARS/excel; every other report has a list, so the arrears tab would be the only one without rows.',
    fallback: 'On 404 the arrears report becomes Excel-only: the tab explains that the server offers it as a file and keeps the Excel button.',
    fallbackIn: 'reports',
    tests: [
      "shared/features/src/reports/screens/ReportsSpecOnly.test.tsx › reports against a spec-only server › shows the arrears report as Excel only when its list (not in §7) answers 404: said in Russian, no error",
      "e2e/tests/specOnly.spec.ts › menus › supplier (LKK): every menu page shows its content or an explained empty state, and no error",
    ],
  },
  {
    method: 'POST',
    path: 'lkp/report/ARREARS',
    usedBy: 'reports: as lkk/report/ARREARS, for LKP (the /{cabinet}/ of §7 is lkp there)',
    why: 'As lkk/report/ARREARS.',
    fallback: 'On 404 the arrears report becomes Excel-only, as for LKK.',
    fallbackIn: 'reports',
    tests: [
      "shared/features/src/reports/screens/ReportsSpecOnly.test.tsx › reports against a spec-only server › LKP: the arrears list (not in §7) answering 404 leaves the report Excel only, said in Russian, no error",
    ],
  },

  // ── Rewards ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    path: 'lka/reward-agent/rewards/{id}/files/{fileId}',
    usedBy: 'rewards (shared/features/src/rewards): api/rewardCalls.ts downloadRewardFile(), the act and report links of the reward detail (LKA)',
    why: 'Spec §3 gives the reward detail an act and a report; §7 says how to fetch neither for the agent ("file download by path (path not shown)" is for LKD).',
    fallback: 'On 404 nothing is saved and the button gives way, in its place, to a muted «Акт этим сервером не выдаётся.» (or «Отчёт …»); other download failures stay silent (§8); logged. A detail without the act or the report says «Акт ещё не сформирован.» (or «Отчёт …») where its button would be (rewards/screens/RewardsSpecOnly.test.tsx).',
    fallbackIn: 'rewards',
    tests: [
      "shared/features/src/rewards/screens/RewardsSpecOnly.test.tsx › rewards against a spec-only server › says a missing file is not formed; a file call answering 404 is logged and its button gives way to a muted line saying the server does not give it",
    ],
  },
  {
    method: 'GET',
    path: 'lkd/reward-debtor/rewards/{id}/files/{fileId}',
    usedBy: 'rewards: as above, for the debtor (LKD)',
    why: 'Spec §7 (debtor): "file download by path (path not shown)"; the path is ours, the same shape as the agent\'s.',
    fallback: 'As for the agent: on 404 a muted «Акт (Отчёт) этим сервером не выдаётся.» where the button was (logged); a missing file says it is not formed yet.',
    fallbackIn: 'rewards',
    tests: [
      "shared/features/src/rewards/screens/RewardsSpecOnly.test.tsx › rewards against a spec-only server › LKD: a file call answering 404 (not in §7) is logged and its button gives way to a muted line; a missing file says it is not formed",
    ],
  },

  // ── Tariffs ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    path: 'lkk/tariffs',
    usedBy: 'tariffs (shared/features/src/tariffs): tariffCalls.ts with TARIFF_PATHS (shared/api/src/tariffs/tariff.ts), page /lkk/tariffs',
    why: 'Spec §2 has the /lkk/tariffs page but §7 no call for it.',
    fallback: 'On 404 the tariffs section shows an empty state that explains the server does not offer tariffs here; the document templates below it (spec calls) still work.',
    fallbackIn: 'tariffs',
    tests: [
      "shared/features/src/tariffs/TariffsPage.test.tsx › explains itself when the server has no tariffs call (not in spec §7: 404), still offering the templates; no error",
      "e2e/tests/specOnly.spec.ts › menus › supplier (LKK): every menu page shows its content or an explained empty state, and no error",
    ],
  },
  {
    method: 'GET',
    path: 'lkp/tariffs',
    usedBy: 'tariffs: as lkk/tariffs, page /lkp/tariffs',
    why: 'As lkk/tariffs, for LKP.',
    fallback: 'As lkk/tariffs: an explaining empty state; templates still work.',
    fallbackIn: 'tariffs',
    tests: [
      "shared/features/src/tariffs/TariffsPage.test.tsx › tariffs page › LKP: explains itself the same way when its tariffs call (not in spec §7) answers 404, still offering the templates; no error",
    ],
  },
];

/**
 * Calls outside `/api/` that are not the spec's. `/config` is spec §7 ("GET {config path}"); the rest are ours.
 * Not matched by `findCall` (they do not go to the back end); listed so BEYOND_SPEC.md is complete.
 */
export interface SiteFile {
  method: HttpMethod;
  url: string;
  usedBy: string;
  why: string;
  fallback: string;
  tests: ShownBy;
}

/** A cabinet's mf-manifest.json, at the address /remotes.json gives (host: remotes/remoteManifestUrl.ts). */
export const REMOTE_MANIFEST_SITE_FILE = '{cabinet}/mf-manifest.json';
/** A script of the running cabinet version that failed to load, read again (host: remotes/remoteManifestUrl.ts, remoteScriptUrl). */
export const REMOTE_SCRIPT_SITE_FILE = '{cabinet}/<failed chunk>.js';

export const BEYOND_SPEC_SITE_FILES: readonly SiteFile[] = [
  {
    method: 'GET',
    url: '/remotes.json',
    usedBy: 'host: remotes/fetchRemotesManifest.ts, remotes/cabinetPreload.ts (its answer is read from the page when the server put it there, decision 0048)',
    why: 'ARCHITECTURE rule 1: the host knows cabinets only by name and reads where each remote lives at start-up. Served by the portal\'s own deployment (host nginx), not the back end.',
    fallback: "Without it (the page then carries no copy either) no cabinet can load: the cabinet area shows the shell's error view with 'Повторить' (the header, its user menu and settings still work; the cabinet's side menu comes with the cabinet, so it is not there); 'Повторить' reads it again, and once the file is back a reload, whose page policy names the remotes again, loads the cabinet.",
    tests: [
      "e2e/tests/remoteLoading.spec.ts › without /remotes.json the cabinet area shows the error view with «Повторить»; the header, the user menu and settings still work",
    ],
  },
  {
    method: 'GET',
    url: REMOTE_MANIFEST_SITE_FILE,
    usedBy: 'host: remotes/readRemoteManifest.ts, remotes/cabinetPreload.ts (main.js, on a cabinet path, while the session is checked)',
    why: "Module federation: the remote's own manifest (written by @module-federation/enhanced) locates its remoteEntry.js, the ./Cabinet expose's scripts and, in metaData.landingPage (ours), the landing page's scripts to preload, its declared first calls and the shared modules it consumes (loaded from the host with the cabinet). Served with the remote, not by the back end.",
    fallback: "A manifest that cannot be read or does not locate remoteEntry.js: the cabinet area shows the shell's error view with 'Повторить'. Without metaData.landingPage (or any of its fields) only the landing page's preload, early calls or early shared modules are missing.",
    tests: [
      "e2e/tests/remoteLoading.spec.ts › a remote that fails shows an error view inside the shell; retry loads it once it is back",
    ],
  },
  {
    method: 'GET',
    url: REMOTE_SCRIPT_SITE_FILE,
    usedBy: 'host: remotes/judgePageCode.ts (with the running version\'s mf-manifest.json and /remotes.json, each no-store)',
    why: "A page's code failed to load. Read again, the failed script answering 404 says the version's files are gone (ops swapped it and removed the old files), which the user is told as «Вышла новая версия кабинета» instead of a network failure. Served with the remote, not by the back end.",
    fallback: 'No answer at all: the failure is the network\'s, and the page shows «Не удалось загрузить страницу…» with «Повторить», as before.',
    tests: [
      'e2e/tests/cabinetVersionGone.spec.ts › the running version is deleted and replaced while the page is open: the next page says a new version came out, keeps what was created, and reports it',
    ],
  },
];

/**
 * Calls the spec names whose use here is our reading of it: the path is in SPEC_CALLS, but which of the spec's
 * words it answers, or how, is our decision. Listed so a reader can check the reading.
 */
export interface SpecCallReading {
  method: HttpMethod;
  path: string;
  reading: string;
  usedBy: string;
  fallback: string;
  /** The tests that show the reading and its fallback. */
  tests: ShownBy;
}

export const SPEC_CALL_READINGS: readonly SpecCallReading[] = [
  {
    method: 'GET',
    path: 'vicarious/expiredStatus',
    reading: 'Read as spec §7\'s "Mandate expiry status action: returns status and expirationDate (path not shown)": the one listed vicarious call whose name says expiry.',
    usedBy: 'host: shell/header/useMandateExpiry.ts, shell/header/MandateExpiryNotice.tsx',
    fallback: 'On 404 (or any failure, or an answer without status true) no notice is shown and nothing else changes.',
    tests: [
      "host/src/shell/Header.test.tsx › shows no mandate notice and no error when GET /vicarious/expiredStatus %s",
    ],
  },
  {
    method: 'POST',
    path: 'lkk/events',
    reading: 'Spec §7 "Events: POST events endpoint {categoryEnum}" (client cabinet) without a path; read as the debtor\'s POST /lkd/events under /lkk.',
    usedBy: 'events: api/eventCalls.ts list() for LKK and LKP',
    fallback: 'None beyond the spec: a failure shows the events list\'s failure view with \'Повторить\'.',
    tests: [
      "e2e/tests/specOnly.spec.ts › supplier: the events page lists a category’s events and opens one",
    ],
  },
  {
    method: 'GET',
    path: 'lkk/event-order/download/{id}',
    reading: "Spec §7: GET /lkk/event-order/download/{id} and \"download by orderId then … by binary id\": the {id} is read as the id of one of the order's files (from GET /lkk/event-order/{id}), not the order's.",
    usedBy: "events: api/dashboardCalls.ts orderFile(), dashboard/EventOrderPanel.tsx, newEvents 'Скачать счет'",
    fallback: "On 404 nothing is saved and a muted line takes the link's place: «Счёт этим сервером не выдаётся» in the new-events dialog, «{file}: файл этим сервером не выдаётся» in the dashboard's order panel (logged; events/dashboard/EventGroupsDashboard.test.tsx).",
    tests: [
      "shared/features/src/events/dashboard/EventGroupsDashboard.test.tsx › an order file whose download answers 404 gives way to a muted line saying the server does not give it; logged, nothing saved",
      "shared/features/src/events/newEvents/NewEventsSpecOnly.test.tsx › LKK: an order whose file call answers 404 says so where the link was; an order without a file says it has none",
    ],
  },
  {
    method: 'PUT',
    path: 'lkk/user/password',
    reading: '"with the new password as body": the body is the password itself as text/plain (not JSON); it sets a password at a first sign-in. Also the fallback of the four-field action (see POST v2/user/changePassword), refused by the sandbox for a user who has a password.',
    usedBy: 'host: password/changePasswordApi.ts setPassword() (settings Password row) and changePassword() fallback',
    fallback: 'None beyond the spec.',
    tests: [
      "host/src/settings/settingsAnswers.test.tsx › settings password row › first sign-in (hasActualPassword false): sends the new password as a plain-text PUT body on the LKK path for LKP; a 200 with no body is success",
    ],
  },
  {
    method: 'POST',
    path: 'sign/checkMsg',
    reading: 'The payload is {message, signature} (detached CAdES-BES of the message, base64); the answer\'s loginHint completes the identity provider\'s sign-in (see the fields table).',
    usedBy: 'host: routing/ukepSignIn.ts',
    fallback: 'Without loginHint in a 2xx answer the page goes to the identity provider\'s ordinary login (the user signs in there).',
    tests: [
      "host/src/routing/ukepSignIn.test.ts › goes to the identity provider's ordinary login when POST /sign/checkMsg answers 2xx without a login hint",
    ],
  },
];
