import type { BeyondSpecCall, ShownBy } from './beyondSpecCalls';

/**
 * Answer fields (and a few request parts) the portal reads or sends that spec §3/§7 do not name, or names
 * without saying they are always there. Grouped by call: one entry per group of fields that fall back
 * the same way. Rendered into `BEYOND_SPEC.md` with the calls (see `beyondSpecDoc.test.ts`).
 *
 * By ARCHITECTURE rule 9 every one of these is optional in the portal's answer schemas; `fallback` says what the
 * user sees when the server leaves it out.
 */
export interface BeyondSpecField {
  /** The call (method + path as in SPEC_CALLS / BEYOND_SPEC_CALLS) or calls whose answer carries the fields. */
  call: string;
  /** Field names as the portal reads them; `a.b` is a nested field, `[]` a list's rows. */
  fields: readonly string[];
  /** 'answer' (read from the server) or 'request' (sent by the portal where the spec gives no shape). */
  direction: 'answer' | 'request';
  usedBy: string;
  why: string;
  fallback: string;
  fallbackIn: BeyondSpecCall['fallbackIn'];
  /** The tests that show the fallback. */
  tests: ShownBy;
  /** The part of the fallback those tests do not show, when they show only part of it. */
  notShown?: string;
}

const REGISTRIES = 'registries (shared/features/src/registries; schemas in shared/api/src/registries)';
const REWARDS = 'rewards (shared/features/src/rewards; schemas in shared/api/src/rewards)';
const EVENTS = 'events (shared/features/src/events; schemas in shared/api/src/events)';
const EDM = 'EDM (shared/features/src/edm; schemas in shared/api/src/edm)';
const REPORTS = 'reports (shared/features/src/reports; schemas in shared/api/src/reports)';

/** A report's row fields: the spec gives no row, so every report's columns are ours and fall back alike. */
function reportRows(call: string, fields: readonly string[], table: string): BeyondSpecField {
  return {
    call,
    fields,
    direction: 'answer',
    usedBy: `${REPORTS}: reportTable.ts REPORT_TABLE.${table} (the columns), screens/ReportPanel.tsx`,
    why: 'Spec §3 gives the filter and "items, total, count", not a row: the columns of this report are ours (reports/CONTRACT.md "Rows").',
    fallback: "A missing cell shows '—' (money as 0, spec §9); a row whose field cannot be read keeps the others (parsed field by field) and is logged.",
    tests: [
      'shared/api/src/reports/reportAnswers.test.ts › keeps an odd row as best it can and names it for the log; rows without fields are dropped',
      'shared/api/src/reports/reportAnswers.test.ts › fills every field of the report: what it can read, the rest empty by type',
    ],
    fallbackIn: 'reports',
  };
}

export const BEYOND_SPEC_FIELDS: readonly BeyondSpecField[] = [
  // ── Shell ────────────────────────────────────────────────────────────────────────────────────────────────────
  {
    call: 'GET v2/user',
    fields: ['id', 'clientId', 'debtorId', 'agentId'],
    direction: 'answer',
    usedBy: 'platform: user/loadCurrentUser.ts (schema shared/api/src/user.ts); host: userMenu/switchScope.ts (id); EDM (clientId/agentId)',
    why: 'Spec §3 names the fields but not their type; a back end may send ids as numbers or as strings.',
    fallback:
      "The id is kept as sent (number or text) and put in PUT v2/user/{id}/scope encoded as one segment; a user without an id still loads, and choosing another role then says 'Сервер не передал идентификатор пользователя: роль сменить нельзя.'. clientId/debtorId/agentId: a number as text is read as that number, other text is kept as sent (EDM sends it back as it came), anything else (an object, a boolean, '') is none — never a reason to fail the user load.",
    fallbackIn: 'shell',
    tests: [
      "host/src/user/userAnswerTolerance.test.tsx › loads ids sent as text: a number as text is that number, other text is kept as sent, empty text is none",
      "host/src/user/userAnswerTolerance.test.tsx › does not fail the user for an id of another kind (an object, a boolean): that id is none",
      "host/src/user/userAnswerTolerance.test.tsx › switches the scope of a user whose id is text, encoded as one path segment",
      "host/src/user/userAnswerTolerance.test.tsx › refuses to switch a user without an id, with a message, and sends nothing",
    ],
  },
  {
    call: 'GET v2/user',
    fields: ['username', 'availableSystems', 'shortName', 'fio', 'inn', 'innOrg', 'email', 'currentLoginTime', 'previousLoginTime', 'hasActualPassword', 'eventStatus', 'iconEvent'],
    direction: 'answer',
    usedBy: 'host: header (names, login times, role selector), settings (e-mail), password dialog, certificate check; ui: menu events icon',
    why: 'Named by spec §3 but a back end may leave optional ones out or send null.',
    fallback:
      "username and fio missing → the identity token's login (preferred_username) and name (spec §3 Session); other missing texts show empty; no login times are shown; availableSystems missing → only the current scope (no switch); hasActualPassword missing → the password dialog is not forced; eventStatus/iconEvent missing → the plain events icon. Only the scope is required (it decides the cabinet): without a known one the user load fails with 'Повторить'.",
    fallbackIn: 'shell',
    tests: [
      "host/src/user/userAnswerTolerance.test.tsx › loads a user with nothing but a scope: the login and the full name come from the identity token, the rest is empty",
      "shared/api/src/lenient.test.ts › gives a user without availableSystems their own scope, and forces the password only on an explicit false",
      "host/src/user/userAnswerTolerance.test.tsx › gives a user sent without eventStatus and iconEvent the plain events icon in the menu",
      "host/src/user/userAnswerTolerance.test.tsx › fails to load a user sent %s, offering «Повторить»; the retry loads the user once the scope comes",
    ],
  },
  {
    call: 'GET sign/message',
    fields: ['message'],
    direction: 'answer',
    usedBy: 'host: routing/ukepSignIn.ts',
    why: 'The text to sign (our call, see the calls table).',
    fallback: 'A 2xx answer without a message is treated like the call missing: the page signs its own challenge text.',
    fallbackIn: 'shell',
    tests: [
      "host/src/routing/ukepSignIn.test.ts › when GET /sign/message %s, signs a challenge made on the page and sends that to POST /sign/checkMsg",
    ],
  },
  {
    call: 'POST sign/checkMsg',
    fields: ['loginHint'],
    direction: 'answer',
    usedBy: 'host: routing/ukepSignIn.ts',
    why: 'Spec §7 gives no answer of the УКЭП check; the portal needs a way to finish the identity provider\'s sign-in as the certificate\'s owner.',
    fallback: "A 2xx answer without loginHint sends the browser to the identity provider's ordinary login (the user signs in there); nothing is lost.",
    fallbackIn: 'shell',
    tests: [
      "host/src/routing/ukepSignIn.test.ts › goes to the identity provider's ordinary login when POST /sign/checkMsg answers 2xx without a login hint",
    ],
  },
  {
    call: 'GET system/color (or systemColors of GET system/page)',
    fields: ['logoWidth', 'logoHeight', 'animation', 'dialogWhiteText'],
    direction: 'answer',
    usedBy: 'host: theme/ (useSystemColors, logo, dialogs)',
    why: 'Spec §3 "Theme" names a logo width and height, an animation switch and a dialog white-text switch, without field names.',
    fallback: 'Logo 40 px high, width to fit (at most 200 px); animations on; dialog headers in the ordinary colours.',
    fallbackIn: 'shell',
    tests: [
      "host/src/theme/theme.test.tsx › keeps animations and plain dialogs when the server sends no switches",
      "shared/api/src/lenient.test.ts › reads the theme with its switches, and defaults when the server sends none",
      "host/src/shell/header/HeaderLogo.test.tsx › sizes the logo 40 px high, its width to fit within 200 px, when the theme sends no logo width or height",
    ],
  },
  {
    call: 'GET env (or env of GET system/page)',
    fields: ['BRANCH'],
    direction: 'answer',
    usedBy: 'host: shell/footerCopyright.ts',
    why: 'Spec §1: the copyright names a bank "if the environment branch is that bank"; the key and value are ours.',
    fallback: 'The copyright names the factoring company.',
    fallbackIn: 'shell',
    tests: [
      "host/src/shell/Footer.test.tsx › names the factoring company when the branch is not the bank's",
    ],
  },
  {
    call: 'GET /config (site file, spec §7)',
    fields: ['registryBranchSegment'],
    direction: 'answer',
    usedBy: 'host: startup/identityConfig.ts, platform config/runtimeConfig.ts; registries standalone route',
    why: 'Spec §2: the standalone registry route has "a fixed word naming a bank branch" that the spec does not give.',
    fallback: "The default segment of DEFAULT_REGISTRY_BRANCH_SEGMENT ('factoring').",
    fallbackIn: 'shell',
    tests: [
      "shared/platform/src/config/platformRules.test.ts › runtime config (registry branch word) › defaults to \"factoring\"",
    ],
  },
  {
    call: 'GET /config (site file, spec §7)',
    fields: ['passwordChangePath'],
    direction: 'answer',
    usedBy: 'host: startup/identityConfig.ts, password/passwordChangeAction.ts (the change-password action); decision 0038',
    why: 'Spec §7 names the four-field password change action without its path: the deploy says where it is (PASSWORD_CHANGE_PATH).',
    fallback: "The portal's own path v2/user/changePassword (PASSWORD_CHANGE_ACTION_PATH), then the spec's PUT (see POST v2/user/changePassword).",
    fallbackIn: 'shell',
    tests: [
      "host/src/password/PasswordDialogs.test.tsx › the action at the path /config names (passwordChangePath) › keeps the default path for the unusable value %p",
    ],
  },
  {
    call: 'GET i18n (and i18n of GET info/systeminfologin)',
    fields: ['supportPhone', 'supportEmail', 'copyrightCompany', 'copyrightBank', 'clientCabinetTitle', 'systemError'],
    direction: 'answer',
    usedBy: 'host: shell/Footer.tsx, theme/useDocumentTitle.ts, routing/UkepPage.tsx; platform: errors/systemErrorText.ts',
    why: 'Spec §1/§2/§8 take the support phone and e-mail, the copyright, the client cabinet title and the system error text "from a dictionary" without naming its keys.',
    fallback:
      "A missing phone or e-mail is left out of the footer (with its label when both are); a missing copyright leaves the line out; the title falls back to 'Кабинет клиента' (spec §2); the system error text to 'Произошла системная ошибка. Повторите попытку позже.'. An entry that is not text is left out (its key logged), so it takes its fallback and the other texts stay.",
    fallbackIn: 'shell',
    tests: [
      "host/src/theme/theme.test.tsx › uses the cached vocabulary's title before sign-in, and 'Кабинет клиента' without one",
      "host/src/shell/Footer.test.tsx › shows only what a dictionary with %s gives: no missing support link, no label without both, no copyright",
      "shared/platform/src/http/errorCatalogue.test.ts › shows 'Произошла системная ошибка. Повторите попытку позже.' when the dictionary of GET i18n has no systemError",
      'shared/platform/src/vocabulary/loadVocabulary.test.ts › keeps every text of a dictionary with entries that are not text, shows their fallbacks and logs their keys',
    ],
  },
  {
    call: 'GET certificate/all',
    fields: ['[].id', '[].thumbprint (when id is missing)', '[].fio', '[].innUser', '[].innCompany', '[].dateTo'],
    direction: 'answer',
    usedBy: 'host: settings/LoginCertificatesSection.tsx',
    why: 'Spec §3: "Fields of the login-certificate list beyond those shown in the settings dialog are not shown"; the names are those of the certificate to save.',
    fallback: "A missing text shows '—'; a row without id takes its thumbprint as the id; with neither it is shown without its delete button.",
    fallbackIn: 'shell',
    tests: [
      "host/src/settings/settingsApi.test.ts › keeps an odd login certificate: the thumbprint stands in for a missing id, odd fields read as empty text",
    ],
  },
  {
    call: 'GET vicarious/all',
    fields: ['[].id'],
    direction: 'answer',
    usedBy: 'host: settings/PowersOfAttorneySection.tsx (delete), EDM signing (vicariousId)',
    why: 'Spec §3 gives a power of attorney innCompany, expirationDate and isDeleted; DELETE /vicarious/{id} needs an id.',
    fallback: 'A row without id is shown without its delete button.',
    fallbackIn: 'shell',
    tests: [
      "host/src/settings/settingsApi.test.ts › leaves the id out of an odd power of attorney without one (it cannot be deleted)",
    ],
  },
  {
    call: 'GET documentTemplate',
    fields: ['[].id', '[].name', '[].fileName'],
    direction: 'answer',
    usedBy: 'host: settings/DocumentTemplatesSection.tsx; tariffs page (ui sharedCalls/documentTemplateCalls.ts)',
    why: 'Spec §3: "Document template: fields not shown".',
    fallback: "A row without id cannot be downloaded and is left out (logged through POST log/error); a missing name falls back to the file name, then to 'Шаблон {id}'.",
    fallbackIn: 'shell',
    tests: [
      "shared/features/src/tariffs/TariffsPage.test.tsx › tariffs page › names a template sent without its name (spec §3: fields not shown) by its file name, then «Шаблон {id}»; one without an id is left out",
    ],
  },

  {
    call: 'POST lkk/user/notification_date, POST vicarious (multipart)',
    fields: ['notificationDate (body, YYYY-MM-DD)', "'file' (multipart part)"],
    direction: 'request',
    usedBy: 'host: settings/NotificationDateRow.tsx, settings/PowerOfAttorneyUpload.tsx (settingsApi.ts)',
    why: 'Spec §7 names the calls; §3: "Fields of the multipart upload are not shown"; the notification date body is not given either.',
    fallback: "A server that expects other names answers 400: the date row shows 'Ошибка изменения даты уведомлений' (spec §8); the МЧД upload shows the returned text below the field (§8); nothing chosen is dropped.",
    fallbackIn: 'shell',
    tests: [
      "host/src/settings/settingsApi.test.ts › sends the e-mail, the notification date and the certificate where spec §7 says",
      "host/src/settings/settingsApi.test.ts › uploads the МЧД as multipart field \"file\" under its own name",
      "sandbox/src/api/specOnlyMode.test.ts › request names the spec does not give, in the spec mode › POST /lkk/user/notification_date takes {notificationDate} as YYYY-MM-DD; another name is refused with 400",
      "sandbox/src/api/specOnlyMode.test.ts › request names the spec does not give, in the spec mode › POST /vicarious takes the МЧД as the multipart part 'file'; under another name it is refused with 400",
      "host/src/settings/settingsAnswers.test.tsx › notification date › a server that refuses the body's name (400) shows 'Ошибка изменения даты уведомлений' and keeps the typed date",
      "host/src/settings/settingsAnswers.test.tsx › МЧД upload › shows a plain-text 400 body below the field",
      "host/src/settings/settingsAnswers.test.tsx › МЧД upload › keeps the chosen file after a 400: «Сохранить» sends the same file again",
    ],
  },

  // ── Events ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    call: 'POST {lkk|lkd}/events, GET {lkk|lkd}/events/critical, GET {lkk|lkd}/events/calendar/{day}',
    fields: ['urgency', 'title', 'description', 'eventDate', 'visible', 'contractFactNum', 'registryNumber', 'updName', 'requirements[].name', 'requirements[].files[].name', 'requirements[].documentType.name'],
    direction: 'answer',
    usedBy: `${EVENTS}: screens, critical/ (calendar), requirements`,
    why: 'Spec §3 gives an event id, status.code, category.categoryEnum and requirements; the urgency colours of §3 come without a field.',
    fallback: "No title → the event is named by its category and status in Russian ('Событие АФ: запрос документов'), never by its id; no eventDate → '—' in the list; no description, contract, registry or УПД → left out; a requirement without a name → its document type's, else 'Документ {n}'; a file without a name → 'Файл {n}'; no urgency → the gray 'Не указана'; no eventDate → the calendar marks the days whose GET …/events/calendar/{day} lists a critical event, asked day by day only until every critical event of the month is placed, once per month and set of events (decision 0064); visible missing → shown as unseen ('новое') until opened, then marked seen (set-visible) and remembered as seen by this browser for this user, so it stays seen after the list reloads (decision 0064).",
    fallbackIn: 'events',
    tests: [
      "shared/features/src/events/critical/CriticalEventsPanel.test.tsx › a spec-shape answer (§3: no event date) marks the days whose GET …/events/calendar/{day} lists a critical event",
      "shared/features/src/events/critical/CriticalEventsPanel.test.tsx › a spec-shape month costs its day calls once: choosing an asked day and coming back to the page ask no day again",
      "shared/features/src/events/screens/EventsPage.test.tsx › an event opened against a server that sends no seen flag (spec §3) stays seen after the list reloads and after the page is opened again, for this user only",
      "shared/api/src/events/eventSchemas.test.ts › fills everything but the id from a minimal event",
      "e2e/tests/specOnly.spec.ts › debtor: the critical-events calendar marks the days §7’s per-day call lists events for, asking each day at most once and none after the last event",
      "shared/features/src/events/screens/EventMarks.test.tsx › urgency %j is %s (%s)",
      "shared/features/src/events/screens/EventsPage.test.tsx › shows an event with only the fields spec §3 names: titled by its category and status, no date as «—», unseen until opened, then marked seen",
    ],
  },
  {
    call: 'POST {lkk|lkd}/event/{id}/add-file (multipart), POST lkd/event/{id}/delete-file',
    fields: ["'files' and 'reqid' (multipart parts)", 'fileId (body)'],
    direction: 'request',
    usedBy: `${EVENTS}: api/eventCalls.ts`,
    why: 'Spec §7 gives the client\'s delete-file body {binaryinfoid, reqid} but neither the upload parts nor the debtor\'s "{file id}" name.',
    fallback: "A server that expects other names answers 400. An upload's message is shown under its requirement («Файлы не загружены: …») with the chosen files kept and «Повторить загрузку»; a delete's in the 'Ошибка' banner (spec §8), the file kept.",
    fallbackIn: 'events',
    tests: [
      "shared/features/src/events/screens/EventsPage.test.tsx › uploads several files with the answer replacing the event, then deletes one by {binaryinfoid, reqid}",
      "shared/features/src/events/screens/EventsPage.test.tsx › LKD deletes by {fileId} and sends the requirements once none is missing",
      "sandbox/src/api/specOnlyMode.test.ts › request names the spec does not give, in the spec mode › events: add-file takes the parts 'files' and 'reqid', the debtor's delete-file {fileId}; other names are refused with 400",
      "shared/features/src/events/screens/EventsPage.test.tsx › keeps the chosen files after a failed upload and offers a retry",
      "shared/features/src/events/screens/EventsPage.test.tsx › LKD: a server that refuses the delete-file body {fileId} (400) shows its message and keeps the file in the requirement",
    ],
  },
  {
    call: 'GET {lkk|lkd}/events/status',
    fields: ['code', 'name', 'unseen'],
    direction: 'answer',
    usedBy: `${EVENTS}: hooks/useEventQueries.ts`,
    why: 'Spec §7 names the call, not its answer.',
    fallback: 'No code → no summary status; no unseen → 0.',
    fallbackIn: 'events',
    tests: [
      "shared/api/src/events/eventSchemas.test.ts › eventsStatusSchema › counts unseen events in %p as %p",
    ],
  },
  {
    call: 'GET lkk/dashboard/eventGroups, GET lkk/dashboard/eventGroup',
    fields: ['id', 'name', 'urgency', 'items[].description', 'items[].eventDate', 'items[].orderId', 'items[].contractFactNum', 'items[].urgency'],
    direction: 'answer',
    usedBy: `${EVENTS}: dashboard/ (the main pages of LKK and LKP)`,
    why: 'Spec §3 "Event group: items[] with eventId" only.',
    fallback: "No description → the item is titled as the events list titles its event (found by eventId in POST /lkk/events {categoryEnum}: DASHBOARD_EVENTS, then MESSAGE and AF_EVENTS only if needed — one call per category, never one per item; decision 0064), 'Событие без описания' when in no list; other missing texts show '—'; a group without id is shown by its name with its own items (they came with it; no group call is made).",
    fallbackIn: 'events',
    tests: [
      "shared/features/src/events/dashboard/EventGroupsDashboard.test.tsx › shows a group sent without an id (spec §3 promises only items[] with eventId) with its own items",
      "shared/features/src/events/dashboard/EventGroupsDashboard.test.tsx › items sent with only their eventId (spec §3) are titled as the events list titles them: one list call per category for the whole group, never one per item",
    ],
  },
  {
    call: 'GET lkk/dashboard/eventGroup',
    fields: ['groupId (query)'],
    direction: 'request',
    usedBy: `${EVENTS}: api/dashboardCalls.ts`,
    why: 'Spec §7 gives the query "date, query, order id" but not which group; groupId is ours.',
    fallback: 'A server that ignores it answers its own choice of items; they are shown as they come.',
    fallbackIn: 'events',
    tests: [
      "shared/features/src/events/dashboard/EventGroupsDashboard.test.tsx › dashboard of event groups › a server that ignores groupId (not in spec §7’s query) answers its own choice of items, and they are shown as they come",
    ],
  },
  {
    call: 'GET {lkk|lkd}/event-order/{id}',
    fields: ['number', 'date', 'status', 'description', 'files[].id', 'files[].name'],
    direction: 'answer',
    usedBy: `${EVENTS}: dashboard/EventOrderPanel.tsx, newEvents 'Скачать счет'`,
    why: 'Spec §7 names the call, not its answer; "download by orderId then by binary id" needs the file ids.',
    fallback: "No files → the order panel offers no file button, and the new-events dialog's 'Скачать счет' gives way to «Файла счёта нет»; no number → the panel is titled by the order id the user searched ('Распоряжение № {id}'); a missing date, status or description is left out.",
    fallbackIn: 'events',
    tests: [
      "shared/features/src/events/dashboard/EventGroupsDashboard.test.tsx › dashboard of event groups › an order answered without its fields (spec §7 names the call, not its answer) is titled by the order id the user searched, with no file button and nothing made up",
      "shared/features/src/events/newEvents/NewEventsSpecOnly.test.tsx › new-events dialog against a spec-only server › LKK: an order whose file call answers 404 says so where the link was; an order without a file says it has none",
    ],
  },
  {
    call: 'GET {lkk|lkd}/events/new',
    fields: ['id', 'orderId', 'schema.headers', 'schema.tableItems'],
    direction: 'answer',
    usedBy: `${EVENTS}: newEvents/`,
    why: 'The new-event fields of spec §3 come from a call the spec does not name (see the calls table).',
    fallback: "No orderId → no 'Скачать счет'; no schema → the group is shown without a table.",
    fallbackIn: 'events',
    tests: [
      "shared/api/src/events/eventSchemas.test.ts › newEventSchema › gives an empty table without a schema",
      "shared/features/src/events/newEvents/NewEventsSpecOnly.test.tsx › new-events dialog against a spec-only server › an invoice event sent without orderId shows its group and description with no invoice link, asking for no order",
    ],
  },

  // ── Registries ───────────────────────────────────────────────────────────────────────────────────────────────
  {
    call: 'POST registries | lka/registries | lkd/registries (list rows)',
    fields: ['number', 'createDate', 'status.code', 'status.name', 'source', 'category', 'contractFactNum', 'debtor', 'supplier', 'debtorInn', 'suppliesCount', 'amount', 'permissions'],
    direction: 'answer',
    usedBy: `${REGISTRIES}: screens/RegistryListTable.tsx, mainPages/LatestRegistriesPanel.tsx; the detail header fills what its answers leave out from the row (rules/listRowCarried.ts; a registry opened by its address looks its row up in the whole list, pagination false)`,
    why: 'Spec §3 gives the registry list filter and the answer "total, items", not a row.',
    fallback: "Missing texts and sums show '—' (the debtor's list without `supplier` shows '—' in «Поставщик»); a status without a name is named in Russian by its code ('Черновик', 'На проверке', …; a code the contract does not name reads «Иной статус»), never shown as a code; a row without permissions offers delete when its state allows it (a draft or a rejected one; none without a state; the server refuses if it must); the row still opens its detail.",
    fallbackIn: 'registries',
    tests: [
      "shared/api/src/registries/registrySchemas.test.ts › registry list rows (POST {prefix}) › needs only the id; the rest reads as empty",
      "e2e/tests/specOnly.spec.ts › debtor registry › debtor: opens a registry on check from the list; number and status come with it; signs it with ecpdebtor and sends it",
      "shared/features/src/registries/screens/RegistriesPage.test.tsx › registry list › rows with only an id and a status code (spec §3 gives no row): '—' for every text and sum, the status in Russian, delete where the state allows it, each opens its detail",
      "shared/features/src/registries/rules/registryControls.test.ts › registryStatusLabel: the words a registry status is shown in › %s",
    ],
  },
  {
    call: 'POST registries | lka/registries | lkd/registries (list)',
    fields: ['total'],
    direction: 'answer',
    usedBy: `${REGISTRIES}: api/listCalls.ts`,
    why: 'Named by §3 ("total, items") but may be left out.',
    fallback: 'The number of rows received.',
    fallbackIn: 'registries',
    tests: [
      "shared/api/src/registries/registrySchemas.test.ts › reads the total, or null when it cannot",
    ],
  },
  {
    call: 'GET {prefix}/{id}/detail[/{scope}]',
    fields: ['registry.validated'],
    direction: 'answer',
    usedBy: `${REGISTRIES}: hooks/useDuplicateCheck.ts, rules/duplicateCheckOutcome.ts`,
    why: 'Spec §4 "if any original document is valid and the registry is not yet validated, generate the registry": the flag\'s name is ours.',
    fallback:
      'The validated flag is read from GET errorValidation/registries/{id}/validateStatus first (a spec call); registry.validated only when that answer lacks it. Missing in both means not validated: after a clean duplicate check with a valid original the registry file is generated, as §4 says for a registry not yet validated.',
    fallbackIn: 'registries',
    tests: [
      "shared/features/src/registries/screens/RegistryDetailPage.test.tsx › duplicate check reads the validateStatus answer: %s",
    ],
  },
  {
    call: 'GET {prefix}/{id}/detail[/{scope}]',
    fields: ['alllimit'],
    direction: 'answer',
    usedBy: `${REGISTRIES}: rules/financingBalance.ts, supplies/supplySelectionStore.ts`,
    why: 'Named by spec §3/§4 (balance = alllimit − chosen), but a registry without a limit may come without it.',
    fallback: "A missing limit shows '—' as the balance and blocks nothing (sending is not disabled by a balance that cannot be computed).",
    fallbackIn: 'registries',
    tests: [
      "shared/features/src/registries/screens/specOnlyRegistry.test.tsx › shows '—' for the limit and the balance, and 'Отправить' stays enabled whatever is financed",
    ],
  },
  {
    call: 'GET {prefix}/{id}/detail[/{scope}]',
    fields: ['registry.number', 'registry.status', 'registry.createDate', 'registry.category', 'registry.source', 'registry.contractFactNum', 'registry.debtor', 'futureFundingDate'],
    direction: 'answer',
    usedBy: `${REGISTRIES}: screens/RegistryDetailPage.tsx and the header`,
    why: 'Spec §3 gives registry {id, duplicates, duplicate, invalided}; what the detail shows beyond that is ours.',
    fallback: "Missing texts show '—' (a page without a number is titled «Заявка без номера», never by its id); a status sent as a code alone is named in Russian; no futureFundingDate → the date field starts empty.",
    fallbackIn: 'registries',
    tests: [
      "shared/features/src/registries/screens/specOnlyRegistry.test.tsx › fields beyond §3 left out of the detail and the registry stage › shows '—' for each header text and sum the answers leave out, and titles the page «Заявка без номера»",
      "shared/features/src/registries/screens/specOnlyRegistry.test.tsx › fields beyond §3 left out of the detail and the registry stage › without futureFundingDate the funding date field starts empty, and generate sends the date the user types",
      "shared/features/src/registries/rules/registryControls.test.ts › registryStatusLabel: the words a registry status is shown in › %s",
    ],
  },
  {
    call: 'GET {prefix}/{id}/detail[/{scope}], list rows',
    fields: ["permissions: 'delete'", "'generate'", "'sign'", "'send'", "'withdraw'"],
    direction: 'answer',
    usedBy: `${REGISTRIES}: rules/registryControls.ts, supplies/RegistryToolbar.tsx`,
    why: "Spec §6 names only 'change' (editing). The other names say which buttons to offer: delete, 'Сформировать реестр', 'Подписать', 'Отправить', 'Отозвать'.",
    fallback:
      "A server that sends only 'change' (or none of ours): the buttons follow the registry's state as the server reports it (registries/CONTRACT.md \"Editing controls\"), and a refused call shows the server's message. Without 'change' nothing is editable (spec §6).",
    fallbackIn: 'registries',
    tests: [
      "shared/features/src/registries/screens/specOnlyRegistry.test.tsx › ['change'] in a draft gives the draft's toolbar, the document upload and delete",
      "shared/features/src/registries/screens/specOnlyRegistry.test.tsx › a registry on check with [] (a spec-only server: no 'change') is read-only but is signed and withdrawn",
      "e2e/tests/specOnly.spec.ts › registry › supplier: chooses supplies, a funding date, generates, sends, signs and sends the registry; its status changes",
    ],
  },
  {
    call: 'GET {prefix}/{id}/registry/{scope}',
    fields: ['number', 'status', 'contractFactNum', 'contractFactDate', 'debtor', 'debtorInn', 'supplier', 'createDate', 'amount'],
    direction: 'answer',
    usedBy: `${REGISTRIES}: the detail header (the loading stage at 57 %)`,
    why: 'Spec §7 names the stage, not its answer.',
    fallback: "Missing texts show '—'.",
    fallbackIn: 'registries',
    tests: [
      "shared/features/src/registries/screens/specOnlyRegistry.test.tsx › fields beyond §3 left out of the detail and the registry stage › shows '—' for each header text and sum the answers leave out, and titles the page «Заявка без номера»",
    ],
  },
  {
    call: 'GET {prefix}/{id}/supplies (and the LKD one-stage detail)',
    fields: ['invalid', 'supplyDate', 'dueDate', 'total'],
    direction: 'answer',
    usedBy: `${REGISTRIES}: supplies/ (grid, selection store), rules/invalidSupplies.ts`,
    why: "Spec §4 \"invalid supplies move to the top\" names the idea, not the field; the dates are ours.",
    fallback: "invalid missing → invalidity comes from spec fields: a supply a validation error names (GET errorValidation/get/{id}, its supplyId or id), or, in a registry marked invalided, one the debtor has not verified; dates show '—'; total (here and in the detail) → the rows received, shown as «Поставок».",
    fallbackIn: 'registries',
    tests: [
      "shared/features/src/registries/rules/invalidSupplies.test.ts › moves them to the top without an invalid field in the answer",
      "shared/features/src/registries/screens/RegistryDetailPage.test.tsx › invalid supplies come first by spec fields: a supply the validation errors name, an unverified one of an invalided registry",
      "shared/features/src/registries/screens/specOnlyRegistry.test.tsx › fields beyond §3 left out of the detail and the registry stage › supplies without dates show '—' in both date columns; without a total anywhere the count is the rows received",
    ],
  },
  {
    call: 'GET {prefix}/{id}/files (and the LKD one-stage detail)',
    fields: ['documentsForSigning[].name', 'signedDocs[].id', 'signedDocs[].name', 'origDocuments[].id', 'origDocuments[].name', 'documents[].id', 'documents[].document.id'],
    direction: 'answer',
    usedBy: `${REGISTRIES}: screens (files), signing/`,
    why: 'Spec §3 gives types and flags of the registry files, not names or the ids to download (GET binary/{id}) and delete.',
    fallback: "No name → the row is named by its list and place (e.g. «Подписанный документ 1»), never by its id; no id → no download link (and no delete button for a document).",
    fallbackIn: 'registries',
    tests: [
      "shared/features/src/registries/screens/FileList.test.tsx › names a file the answer names not by the list and its place, never by its id",
    ],
  },
  {
    call: 'POST registries/create | lka/registries/create | lkd/registries/create',
    fields: ['id'],
    direction: 'answer',
    usedBy: `${REGISTRIES}: api/listCalls.ts createRegistry()`,
    why: 'Spec §7 names the call, not its answer; the portal opens the new registry.',
    fallback: "No id → 'Операция выполнена' and the list reloads with the new registry in it (it is not opened).",
    fallbackIn: 'registries',
    tests: [
      "shared/features/src/registries/screens/RegistriesPage.test.tsx › a create answer without an id is success: the list reloads and 'Операция выполнена' is shown",
    ],
  },
  {
    call: 'GET lka/registries/checkSupplyParam/{id}, POST sign/check',
    fields: ['result', 'message'],
    direction: 'answer',
    usedBy: `${REGISTRIES}: actions/useRegistryAction.ts, signing/`,
    why: 'Spec §7 names the calls; their answers are ours.',
    fallback: "result missing → passed (nothing is blocked); no message → for checkSupplyParam the spec's own warning 'Внимание! Контракт с данными реквизитами не передан фактору', for sign/check «Заявку сейчас подписать нельзя» in the 'Ошибка' banner (the spec gives no text there) and no signing dialog.",
    fallbackIn: 'registries',
    tests: [
      "shared/api/src/registries/registrySchemas.test.ts › sign/check says yes unless told otherwise",
      "shared/features/src/registries/screens/RegistryDetailPage.test.tsx › registry detail › LKA warns when the contract was not passed to the factor",
      "shared/features/src/registries/supplies/RegistryWorkspace.test.tsx › registry workspace: choosing supplies, balance, generate, sign and send › a sign/check refusal without a message opens no signing dialog and says in Russian that the registry cannot be signed now",
    ],
  },
  {
    call: 'GET errorValidation/get/{id}, GET errorValidation/registries/{id}/validateStatus',
    fields: ['[].field', '[].message', '[].supplyId', '[].id', 'validated', 'status'],
    direction: 'answer',
    usedBy: `${REGISTRIES}: screens/RegistryChecksPanel.tsx`,
    why: 'Spec §7 names the calls, not their answers.',
    fallback: "A row without a message says «ошибка в данных», after its supply («Поставка «УПД 1»: …») and its field in Russian when it names them (a field code we do not know is left out); validated missing → not validated; status missing → the status line says «проверена» or «не проверена» from validated.",
    fallbackIn: 'registries',
    tests: [
      "shared/features/src/registries/screens/RegistryDetailPage.test.tsx › duplicate check reads the validateStatus answer: %s",
      "shared/features/src/registries/screens/specOnlyRegistry.test.tsx › fields beyond §3 left out of the detail and the registry stage › check rows without a message say «ошибка в данных» where they can; no status or validated: «Статус проверки: не проверена»",
    ],
  },
  {
    call: 'POST {prefix}/{id}/generate',
    fields: ['Content-Disposition filename', 'financing (body)', 'futureFundingDate (body)'],
    direction: 'request',
    usedBy: `${REGISTRIES}: api/generateSignActionCalls.ts generateRegistry()`,
    why: 'Spec §7 "with body plus type" does not give the body; the chosen supplies, the financing ones and the funding date are saved with it (registries/CONTRACT.md "Choosing supplies, funding date, generate, sign, actions"). The file name header is read from the answer.',
    fallback: "No file name → 'Реестр уступки {номер}.xlsx'. A server that refuses the extra body fields answers 400: its message in the 'Ошибка' banner, nothing saved, the choice and the date kept.",
    fallbackIn: 'registries',
    tests: [
      "shared/features/src/registries/supplies/RegistryWorkspace.test.tsx › generates type 'all' with the choice and the funding date, saves the file and reloads the files",
      "sandbox/src/api/specOnlyMode.test.ts › string ids sent back › generate type all: string supply and financing ids, a funding date as the work calendar gives it",
      "shared/features/src/registries/supplies/RegistryWorkspace.test.tsx › saves a generated file whose answer names none (no Content-Disposition) as «Реестр уступки {номер}.xlsx»",
      "shared/features/src/registries/supplies/RegistryWorkspace.test.tsx › a server that refuses the generate body (400) shows its message in the «Ошибка» banner and saves nothing; the choice stays",
    ],
  },
  {
    call: 'POST {prefix}/{id}/sign',
    fields: ['documentId (body)', 'signatures[] (body)'],
    direction: 'request',
    usedBy: `${REGISTRIES}: signing/useRegistrySigning.ts`,
    why: "Spec §6 says the scope selects the signing document id ('ecp'/'ecpdebtor'), not where it is sent.",
    fallback: 'A refusal (400) shows the server\'s message and drops the signatures (they would be refused again).',
    fallbackIn: 'registries',
    tests: [
      "shared/features/src/registries/supplies/RegistryWorkspace.test.tsx › signs: sign/check, one certificate, document k of n, a failure keeps the first signature, retry signs the rest",
      "sandbox/src/api/specOnlyMode.test.ts › string ids sent back › the registry flow: generate, send, sign, send to the factor",
      "shared/features/src/registries/supplies/RegistryWorkspace.test.tsx › a server that refuses the sign body (400) shows its message and drops the signatures: the next try signs every document afresh",
    ],
  },

  {
    call: 'POST {prefix}/{id}/documents (multipart), POST {prefix}/{id}/action',
    fields: ["'files' (multipart parts)", "action: 'send' | 'withdraw' (body)"],
    direction: 'request',
    usedBy: `${REGISTRIES}: api/documentCalls.ts, api/generateSignActionCalls.ts`,
    why: 'Spec §7 names the calls without bodies.',
    fallback: "A server that expects other names answers 400; its message is shown in the 'Ошибка' banner (spec §8) and the chosen files stay chosen.",
    fallbackIn: 'registries',
    tests: [
      "shared/features/src/registries/screens/RegistryDetailPage.test.tsx › uploads several files, refuses a wrong one before sending, keeps a failed one with a retry",
      "shared/features/src/registries/supplies/RegistryWorkspace.test.tsx › the agent sends after the parameter check, once for a double click: Действие выполнено!",
      "sandbox/src/api/specOnlyMode.test.ts › request names the spec does not give, in the spec mode › registries: documents as the parts 'files', the action {action: 'send' | 'withdraw'}; other names are refused with 400",
      "shared/features/src/registries/supplies/RegistryWorkspace.test.tsx › withdraws with {action: 'withdraw'}; a server that refuses the body (400) shows its message in the «Ошибка» banner",
    ],
  },

  // ── Rewards ──────────────────────────────────────────────────────────────────────────────────────────────────
  {
    call: 'POST {lka/reward-agent|lkd/reward-debtor}/rewards/all (rows), GET …/rewards/{id}/detail (reward)',
    fields: ['number', 'createDate', 'status.code', 'status.name', 'contractFactNum', 'client', 'debtor', 'registryNumber', 'periodFrom', 'periodTo', 'amount', 'vatAmount', 'rejectReason', 'total'],
    direction: 'answer',
    usedBy: `${REWARDS}: screens/RewardsPage.tsx, screens/RewardDetailPage.tsx, mainPages/RewardsAwaitingPanel.tsx`,
    why: 'Spec §3 gives a reward only {id} and the filter.',
    fallback: "Missing texts and sums show '—'; total → the rows received.",
    fallbackIn: 'rewards',
    tests: [
      "shared/api/src/rewards/rewardSchemas.test.ts › needs only the id; amounts from strings; the rest reads as empty",
      "shared/api/src/rewards/rewardSchemas.test.ts › reads the total, or null",
    ],
  },
  {
    call: 'POST lka/reward-agent/rewards/all, GET …/{id}/detail',
    fields: ["status.code: 'DRAFT'", "'ON_AGREEMENT'", "'AGREED'", "'REJECTED'", "'ON_PAYMENT'", "'PAID'"],
    direction: 'answer',
    usedBy: `${REWARDS}: rules/rewardActions.ts (which of approve, reject, action are offered), mainPages 'awaiting approval'`,
    why: 'Spec §4: "Other reward states are not shown"; the codes and which action each allows are ours.',
    fallback:
      "The status shows the server's name, else ours for a known code, else the code, else '—'. Approve and reject do not depend on the codes: they are offered unless the shown name says the reward is already decided (the server refuses what it does not allow, with its message); the generic action only for AGREED (send to payment) and REJECTED (back to agreement), so a server without these codes gets no generic action.",
    fallbackIn: 'rewards',
    tests: [
      "shared/features/src/rewards/screens/RewardsSpecOnly.test.tsx › offers approve and reject on every reward whose status name does not say it is decided, by string id",
      "shared/features/src/rewards/rules/rewardActions.test.ts › rewardStatusName › prefers the server’s name, then ours, then the code, then a dash",
      "e2e/tests/specOnly.spec.ts › agent: opens a reward awaiting approval and approves it",
    ],
  },
  {
    call: 'GET …/rewards/{id}/detail',
    fields: ['act.fileId', 'act.id', 'act.name', 'report.fileId', 'report.id', 'report.name'],
    direction: 'answer',
    usedBy: `${REWARDS}: screens/RewardDetailPage.tsx`,
    why: 'Spec §3 names act and report, not their parts; the file call is ours (see the calls table).',
    fallback: "A missing act or report, or one without a file id, hides its link (the detail then says the act and report are not made yet); the links are labelled «Акт» and «Отчёт» whatever the name.",
    fallbackIn: 'rewards',
    tests: [
      "shared/features/src/rewards/screens/RewardsSpecOnly.test.tsx › says a missing file is not formed; a file call answering 404 is logged and its button gives way to a muted line saying the server does not give it",
    ],
  },
  {
    call: 'POST lka/reward-agent/rewards/{id}/reject, …/action',
    fields: ['reason (body)', 'action (body)'],
    direction: 'request',
    usedBy: `${REWARDS}: api/rewardCalls.ts`,
    why: 'Spec §7 names the calls without bodies.',
    fallback: "A refusal shows the server's message in the 'Ошибка' banner (spec §8).",
    fallbackIn: 'rewards',
    tests: [
      "shared/features/src/rewards/screens/RewardsSpecOnly.test.tsx › shows the server’s refusal of an action with its message",
    ],
  },

  // ── EDM ──────────────────────────────────────────────────────────────────────────────────────────────────────
  {
    call: 'POST edm/all (content rows)',
    fields: ['fileName', 'number', 'contractFactNum', 'comment', 'refuseReason', 'factDocumentType.name', 'signatureInfos[].signer', 'signatureInfos[].signDate'],
    direction: 'answer',
    usedBy: `${EDM}: screens/EdmPage.tsx and the document table`,
    why: 'Spec §3 gives id, date, fileId, status, factDocumentType.id, signatureInfos[].vicariousId, check.',
    fallback: "Missing texts show '—'.",
    fallbackIn: 'edm',
    tests: [
      "shared/api/src/edm/edmSchemas.test.ts › needs only a document’s id; everything else reads as empty",
    ],
  },
  {
    call: 'GET edm/type, GET edm/statuses, POST edm/check',
    fields: ['[].id', '[].name', 'statuses beyond the two of §4', '[].edmId', '[].valid', '[].message'],
    direction: 'answer',
    usedBy: `${EDM}: filters, check results`,
    why: 'Spec §7 names the calls; §4 names two statuses ("Other statuses are not shown").',
    fallback: 'Types and statuses are offered as sent (a plain string list too); an unknown status allows download and check only; a check row without valid counts as not valid and shows its message or \'—\'.',
    fallbackIn: 'edm',
    tests: [
      "shared/features/src/edm/screens/EdmSpecOnly.test.tsx › names a document type by its factDocumentType.id from GET /edm/type (spec §3 gives only the id)",
      "shared/api/src/edm/edmSchemas.test.ts › reads the count, the types, the status options and the check results",
      "e2e/tests/specOnly.spec.ts › supplier: ЭДО names each document type by its id from GET /edm/type",
    ],
  },
  {
    call: 'POST edm/save (multipart)',
    fields: ["'files', 'documentType', 'comment', 'docs' (multipart parts)"],
    direction: 'request',
    usedBy: `${EDM}: api/edmApi.ts save()`,
    why: 'Spec §7: "POST /edm/save (create, or edit sending {docs})" without the parts.',
    fallback: "A server that expects other names answers 400; its message is shown in the dialog and what the user filled in stays.",
    fallbackIn: 'edm',
    tests: [
      "shared/features/src/edm/screens/DocumentFormDialog.test.tsx › keeps the input and shows the server’s message when saving fails",
    ],
  },
  {
    call: 'POST edm/refuse',
    fields: ['reason (body)'],
    direction: 'request',
    usedBy: `${EDM}: actions (refuse)`,
    why: 'Spec §7 lists only {docs}.',
    fallback: "A server that refuses the extra field answers 400; its message is shown and the document stays as it was.",
    fallbackIn: 'edm',
    tests: [
      "shared/features/src/edm/screens/EdmPage.test.tsx › refusing: a failed document keeps the dialog open with the typed reason, and «Отказать» retries only that one",
    ],
  },

  // ── Reports ──────────────────────────────────────────────────────────────────────────────────────────────────
  {
    call: 'every report list call (POST lkk/report/…, lkp/report/ARREARS, lkd/report/SUPPLE)',
    fields: ['items[] row fields (reports/CONTRACT.md "Rows")', 'total', 'count'],
    direction: 'answer',
    usedBy: `${REPORTS}: screens/ReportPanel.tsx and the report tables`,
    why: 'Spec §3 gives the filters and "items, total, count", not the rows.',
    fallback: "Missing cells show '—' (money as 0, spec §9); total/count missing → the rows received.",
    fallbackIn: 'reports',
    tests: [
      "shared/api/src/reports/reportAnswers.test.ts › reads rows as the spec sends them: numbers from strings, unknown fields left out, missing ones empty",
      "shared/api/src/reports/reportAnswers.test.ts › counts the rows received when the total is missing or unreadable",
    ],
  },
  reportRows('POST lkk/report/SUPPLE_PAGINATION (rows)', ['items[].invoiceNum', 'items[].invoiceDate', 'items[].dueDate', 'items[].debtor', 'items[].contractNum', 'items[].registryNumber', 'items[].amount', 'items[].paidAmount', 'items[].debtAmount', 'items[].delayDays'], 'supplies'),
  reportRows('POST {lkk|lkp}/report/ARREARS (rows)', ['items[].debtor', 'items[].debtorInn', 'items[].contractNum', 'items[].invoiceNum', 'items[].invoiceDate', 'items[].dueDate', 'items[].amount', 'items[].debtAmount', 'items[].overdueAmount', 'items[].delayDays'], 'arrears'),
  reportRows('POST lkk/report/PAY_RES (rows)', ['items[].shipDate', 'items[].invoiceNum', 'items[].debtor', 'items[].contractNum', 'items[].amount', 'items[].payDate', 'items[].payNum', 'items[].payAmount', 'items[].restAmount'], 'repaid'),
  reportRows('POST lkk/report/REP_IN_PAY (rows)', ['items[].datePayment', 'items[].paymentNum', 'items[].payer', 'items[].payerInn', 'items[].contractNum', 'items[].contractName', 'items[].amount', 'items[].purpose'], 'incoming'),
  reportRows('POST lkk/report/income_statement (rows)', ['items[].opDate', 'items[].operation', 'items[].document', 'items[].contractNum', 'items[].debtor', 'items[].incomeAmount', 'items[].expenseAmount'], 'income'),
  reportRows('POST lkk/report/YIELD (rows)', ['items[].invoiceNum', 'items[].debtor', 'items[].contractNum', 'items[].regress', 'items[].financingDate', 'items[].financingAmount', 'items[].days', 'items[].comm1NoneVatAmount', 'items[].comm1VatAmount', 'items[].comm2NoneVatAmount', 'items[].comm2VatAmount', 'items[].comm3NoneVatAmount', 'items[].comm3VatAmount'], 'yield'),
  reportRows('POST lkd/report/SUPPLE (rows)', ['items[].invoiceNum', 'items[].invoiceDate', 'items[].dueDate', 'items[].supplier', 'items[].contractNum', 'items[].amount', 'items[].paidAmount', 'items[].debtAmount', 'items[].delayDays'], 'debtorSupplies'),

  // ── Tariffs ──────────────────────────────────────────────────────────────────────────────────────────────────
  {
    call: 'GET lkk/tariffs, GET lkp/tariffs',
    fields: ['items[].contractFactNum', 'contractDate', 'debtor', 'type', 'status', 'limit', 'financingPercent', 'delayDays', 'lines[]'],
    direction: 'answer',
    usedBy: 'tariffs (shared/features/src/tariffs): ContractTariffCard.tsx',
    why: 'The whole answer of a call the spec does not name.',
    fallback: "A contract without contractFactNum is left out and logged; an odd one with a number is shown with what can be read; other missing values show '—'; an odd fee line is left out.",
    fallbackIn: 'tariffs',
    tests: [
      "shared/api/src/tariffs/tariff.test.ts › shows an odd row by its number and what else it can read, or leaves it out without a number",
      "shared/features/src/tariffs/TariffsPage.test.tsx › asks its cabinet’s call and shows each contract’s terms and fee lines; odd rows shown or left out and logged",
    ],
  },
  {
    call: 'GET lkk/tariffs, GET lkp/tariffs',
    fields: ['lines[].name', 'lines[].rate', 'lines[].unit', 'lines[].note'],
    direction: 'answer',
    usedBy: 'tariffs (shared/features/src/tariffs): ContractTariffCard.tsx (the fee lines table)',
    why: 'A fee line of the tariffs answer, a call the spec does not name.',
    fallback: "A line that cannot be read is left out; a missing name or note shows '—', a missing rate '—' (the unit only follows a rate).",
    tests: [
      "shared/api/src/tariffs/tariff.test.ts › reads a contract with its lines, numbers as strings, dropping odd lines",
      "shared/api/src/tariffs/tariff.test.ts › shows an odd row by its number and what else it can read, or leaves it out without a number",
    ],
    fallbackIn: 'tariffs',
  },
];
