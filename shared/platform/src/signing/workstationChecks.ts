import type { LoginCertificate, PowerOfAttorney, User } from '@portal/api';
import { matchCertificate } from './certificateHolder';
import type { SigningCertificate } from './signingCertificate';
import { SIGNING_MESSAGES } from './signingMessages';
import { parseSubjectName } from './subjectName';
import { isCspVersionSupported, isPluginVersionSupported, MIN_CSP_MAJOR_VERSION, MIN_PLUGIN_VERSION, type VersionTriple } from './versions';

/**
 * «Проверка рабочего места»: what each check found, judged by pure functions (facts in, typed result
 * out), so every branch is table-tested without a browser. The facts are gathered by workstationProbe.ts.
 * Decisions where the spec is silent: host/src/workstationCheck/CONTRACT.md.
 */
export type CheckId = 'browser' | 'plugin' | 'csp' | 'hash' | 'certificates' | 'signature' | 'clock' | 'registration';
/** ok ✓, warning ⚠, error ✗; skipped: could not run (an earlier check failed, or not signed in); running: «проверяется…». */
export type CheckState = 'ok' | 'warning' | 'error' | 'skipped' | 'running';

export interface CheckResult {
  id: CheckId;
  state: CheckState;
  /** What was found, plain Russian. */
  found: string;
  /** For ⚠ and ✗: what to do, one exact step per line. */
  fix: readonly string[];
  /** Certificates of the store (check 5 only). */
  certificates?: readonly CertificateReport[];
}

export const CHECK_ORDER: readonly CheckId[] = ['browser', 'plugin', 'csp', 'hash', 'certificates', 'signature', 'clock', 'registration'];

export const CHECK_TITLES: Record<CheckId, string> = {
  browser: 'Браузер и файлы cookie',
  plugin: 'КриптоПро ЭЦП Browser plug-in',
  csp: 'КриптоПро CSP',
  hash: 'Хэширование по ГОСТ Р 34.11-2012 (256 бит)',
  certificates: 'Сертификаты в хранилище',
  signature: 'Пробная подпись',
  clock: 'Часы компьютера',
  registration: 'Сертификат в личном кабинете',
};

/** The state in words (a row never says it by symbol alone). */
export const STATE_WORDS: Record<CheckState, string> = {
  ok: 'в порядке',
  warning: 'есть замечание',
  error: 'ошибка',
  skipped: 'не проверялось',
  running: 'проверяется…',
};

export const STATE_SYMBOLS: Record<CheckState, string> = { ok: '✓', warning: '⚠', error: '✗', skipped: '–', running: '…' };

const DAY_MS = 24 * 60 * 60 * 1000;
/** A certificate ending within this many days is reported (⚠). */
export const EXPIRY_WARNING_DAYS = 30;
/** Spec-silent (host/src/workstationCheck/CONTRACT.md): clocks more than 5 minutes apart are an error. */
export const CLOCK_SKEW_LIMIT_MS = 5 * 60 * 1000;
/** A test signature slower than this is reported (⚠): a slow key carrier or a PIN dialog left open. */
export const SLOW_SIGNATURE_MS = 10_000;

export const PLUGIN_DOWNLOAD_URL = 'https://www.cryptopro.ru/products/cades/plugin';
export const CSP_DOWNLOAD_URL = 'https://www.cryptopro.ru/products/csp';

/** The standard's example M1 (GOST R 34.11-2012, appendix A) and its 256-bit digest. */
export const HASH_TEST_TEXT = '012345678901234567890123456789012345678901234567890123456789012';
export const HASH_TEST_DIGEST = '9d151eefd8590b89daa6ba6cb74af9275dd051026bb149a452fd84e5e57b5500';
/** What the test signature signs. */
export const SIGNATURE_TEST_TEXT = 'Проверка рабочего места: пробная подпись';

const RESTART_BROWSER = 'Закройте все окна браузера, откройте его снова и вернитесь на эту страницу.';
const ENABLE_EXTENSION = [
  'Включите расширение «CryptoPro Extension for CAdES Browser Plug-in»: в Google Chrome, Microsoft Edge и Яндекс Браузере — меню браузера → «Расширения» (в Яндекс Браузере — «Дополнения») → найдите расширение КриптоПро и включите переключатель; в Mozilla Firefox — меню → «Дополнения и темы» → «Расширения» → «Включить».',
  'Если расширения в списке нет, установите его из магазина расширений браузера (поиск: «CryptoPro Extension for CAdES Browser Plug-in»).',
];
const INSTALL_PLUGIN = `Скачайте и установите «КриптоПро ЭЦП Browser plug-in» с сайта ${PLUGIN_DOWNLOAD_URL} (нужны права администратора компьютера).`;

export function formatVersion(version: VersionTriple): string {
  return version.join('.');
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** DD.MM.YYYY (spec §9), in the page's time zone. */
export function formatDay(iso: string | number | Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** Russian plural: one / few / many. */
export function plural(count: number, one: string, few: string, many: string): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

function result(id: CheckId, state: CheckState, found: string, fix: readonly string[] = []): CheckResult {
  return { id, state, found, fix };
}

/** A row that could not run: why, and what would let it run. */
export function skipped(id: CheckId, reason: string): CheckResult {
  return result(id, 'skipped', reason);
}

export function running(id: CheckId): CheckResult {
  return result(id, 'running', 'проверяется…');
}

// ── 1. Browser ────────────────────────────────────────────────────────────────────────────────────────────────

export interface BrowserFacts {
  userAgent: string;
  /** navigator.cookieEnabled */
  cookieEnabled: boolean;
  /** A test cookie written with document.cookie could be read back. */
  cookieWritable: boolean;
  pageOrigin: string;
  /** Origin of the identity provider (GET /config url); null when /config could not be read. */
  identityOrigin: string | null;
}

export interface BrowserInfo {
  name: string;
  version: number;
  engine: 'chromium' | 'gecko' | 'webkit' | 'ie' | 'edge-legacy' | 'unknown';
  mobile: boolean;
}

/** The build's target is ES2020 (shared/build): the oldest engines that run it. */
export const MIN_BROWSER_VERSIONS = { chromium: 80, gecko: 78, webkit: 14 } as const;

export function detectBrowser(userAgent: string): BrowserInfo {
  const mobile = /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
  const number = (pattern: RegExp) => Number(pattern.exec(userAgent)?.[1] ?? Number.NaN);
  if (/Trident\/|MSIE /.test(userAgent)) return { name: 'Internet Explorer', version: number(/(?:MSIE |rv:)(\d+)/), engine: 'ie', mobile };
  if (/Edge\/\d+/.test(userAgent)) return { name: 'Microsoft Edge (старый)', version: number(/Edge\/(\d+)/), engine: 'edge-legacy', mobile };
  const chromium = number(/(?:Chrome|CriOS|Chromium)\/(\d+)/);
  if (Number.isFinite(chromium)) {
    const name = /YaBrowser\//.test(userAgent) ? 'Яндекс Браузер' : /Edg\//.test(userAgent) ? 'Microsoft Edge' : /OPR\//.test(userAgent) ? 'Opera' : 'Google Chrome';
    return { name, version: chromium, engine: 'chromium', mobile };
  }
  const firefox = number(/Firefox\/(\d+)/);
  if (Number.isFinite(firefox)) return { name: 'Mozilla Firefox', version: firefox, engine: 'gecko', mobile };
  if (/Safari\//.test(userAgent) && /Version\/(\d+)/.test(userAgent)) return { name: 'Safari', version: number(/Version\/(\d+)/), engine: 'webkit', mobile };
  return { name: 'неизвестный браузер', version: Number.NaN, engine: 'unknown', mobile };
}

const SUPPORTED_BROWSERS = 'Яндекс Браузер, Google Chrome, Microsoft Edge или Mozilla Firefox последней версии';

export function evaluateBrowser(facts: BrowserFacts): CheckResult {
  const browser = detectBrowser(facts.userAgent);
  const label = Number.isFinite(browser.version) ? `${browser.name} ${browser.version}` : browser.name;
  const sameSiteSignOn = facts.identityOrigin === null || facts.identityOrigin === facts.pageOrigin;
  const thirdParty = facts.identityOrigin === null
    ? 'сторонние cookie проверить не удалось (адрес службы входа неизвестен)'
    : sameSiteSignOn
      ? 'сторонние cookie не нужны: служба входа на этом же сайте'
      : `сторонние cookie нужны для сайта ${new URL(facts.identityOrigin).host}; со страницы их проверить нельзя`;
  if (browser.engine === 'ie' || browser.engine === 'edge-legacy') {
    return result('browser', 'error', `${label} не поддерживается.`, [`Откройте портал в другом браузере: ${SUPPORTED_BROWSERS}.`]);
  }
  if (!facts.cookieEnabled || !facts.cookieWritable) {
    return result('browser', 'error', `${label}: файлы cookie выключены, без них вход в личный кабинет невозможен.`, [
      `Разрешите файлы cookie для сайта ${new URL(facts.pageOrigin).host}: в Google Chrome, Microsoft Edge и Яндекс Браузере — «Настройки» → «Конфиденциальность и безопасность» → «Файлы cookie и другие данные сайтов»; в Mozilla Firefox — «Настройки» → «Приватность и защита» → «Куки и данные сайтов».`,
      'Обновите эту страницу.',
    ]);
  }
  const minimum = browser.engine === 'unknown' ? undefined : MIN_BROWSER_VERSIONS[browser.engine];
  if (minimum !== undefined && !(browser.version >= minimum)) {
    return result('browser', 'error', `${label} устарел: нужна версия ${minimum} или новее.`, [`Обновите браузер или откройте портал в другом: ${SUPPORTED_BROWSERS}.`]);
  }
  if (browser.engine === 'unknown' || browser.mobile) {
    return result('browser', 'warning', `${browser.mobile ? `${label} на мобильном устройстве` : 'Браузер не распознан'}: работа плагина подписи не проверялась; файлы cookie включены, ${thirdParty}.`, [
      `Для подписания используйте компьютер с браузером: ${SUPPORTED_BROWSERS}.`,
    ]);
  }
  // Safari blocks third-party cookies always (ITP): a sign-on check on another site cannot keep the session.
  if (browser.engine === 'webkit' && !sameSiteSignOn) {
    return result('browser', 'warning', `${label}: файлы cookie включены, но Safari не пропускает сторонние cookie, поэтому вход может не сохраняться.`, [
      `Если после обновления страницы приходится входить заново, откройте портал в другом браузере: ${SUPPORTED_BROWSERS}.`,
    ]);
  }
  return result('browser', 'ok', `${label}, файлы cookie включены; ${thirdParty}.`);
}

// ── 2–3. Plug-in and CSP ──────────────────────────────────────────────────────────────────────────────────────

export type PluginFacts =
  | { kind: 'loaded'; version: VersionTriple | null }
  /** No plug-in object, or cadesplugin_api.js rejected with 'Плагин недоступен'. */
  | { kind: 'unavailable' }
  /** No answer from the browser extension in 20 000 ms. */
  | { kind: 'timeout' }
  /** Loaded, but its objects cannot be created. */
  | { kind: 'broken'; reason: string };

export function evaluatePlugin(facts: PluginFacts): CheckResult {
  switch (facts.kind) {
    case 'unavailable':
      return result('plugin', 'error', `${SIGNING_MESSAGES.pluginUnavailable}: плагин не установлен или его расширение в браузере выключено.`, [INSTALL_PLUGIN, ...ENABLE_EXTENSION, RESTART_BROWSER]);
    case 'timeout':
      return result('plugin', 'error', `${SIGNING_MESSAGES.loadTimeout}: расширение плагина в браузере не отвечает (выключено или не установлено).`, [...ENABLE_EXTENSION, `Если расширение включено, переустановите плагин: ${INSTALL_PLUGIN}`, RESTART_BROWSER]);
    case 'broken':
      return result('plugin', 'error', `Плагин загружен, но не работает: ${facts.reason}.`, [`Переустановите плагин: ${INSTALL_PLUGIN}`, RESTART_BROWSER]);
    case 'loaded':
      if (!facts.version) return result('plugin', 'error', 'Плагин загружен, но не сообщил свою версию.', [`Переустановите плагин: ${INSTALL_PLUGIN}`, RESTART_BROWSER]);
      if (!isPluginVersionSupported(facts.version)) {
        return result('plugin', 'error', `${SIGNING_MESSAGES.unsupportedPlugin}: установлена ${formatVersion(facts.version)}, нужна ${formatVersion(MIN_PLUGIN_VERSION)} или новее.`, [
          `Установите новую версию: ${INSTALL_PLUGIN}`,
          RESTART_BROWSER,
        ]);
      }
      return result('plugin', 'ok', `Версия ${formatVersion(facts.version)} (нужна ${formatVersion(MIN_PLUGIN_VERSION)} или новее), расширение браузера включено.`);
  }
}

export type CspFacts = { kind: 'found'; version: VersionTriple } | { kind: 'missing'; reason: string };

const INSTALL_CSP = `Установите КриптоПро CSP версии 5.0 (или не ниже ${MIN_CSP_MAJOR_VERSION}.0) с сайта ${CSP_DOWNLOAD_URL} и введите номер лицензии (нужны права администратора компьютера).`;

export function evaluateCsp(facts: CspFacts): CheckResult {
  if (facts.kind === 'missing') {
    return result('csp', 'error', `КриптоПро CSP не найден (${facts.reason}).`, [INSTALL_CSP, 'Перезагрузите компьютер и вернитесь на эту страницу.']);
  }
  if (!isCspVersionSupported(facts.version)) {
    return result('csp', 'error', `${SIGNING_MESSAGES.unsupportedCsp}: установлена ${formatVersion(facts.version)}, нужна ${MIN_CSP_MAJOR_VERSION}.0 или новее.`, [
      INSTALL_CSP,
      'Перезагрузите компьютер и вернитесь на эту страницу.',
    ]);
  }
  return result('csp', 'ok', `Версия ${formatVersion(facts.version)} (нужна ${MIN_CSP_MAJOR_VERSION}.0 или новее).`);
}

// ── 4. Hash ───────────────────────────────────────────────────────────────────────────────────────────────────

export type HashFacts = { kind: 'hashed'; digest: string } | { kind: 'failed'; reason: string };

const REPAIR_CSP = ['Проверьте лицензию КриптоПро CSP: «Пуск» → «КриптоПро» → «КриптоПро CSP» → вкладка «Общие» → срок действия лицензии.', `Если лицензия действует, переустановите КриптоПро CSP с сайта ${CSP_DOWNLOAD_URL} и перезагрузите компьютер.`];

export function evaluateHash(facts: HashFacts): CheckResult {
  if (facts.kind === 'failed') return result('hash', 'error', `Хэш не вычислен: ${facts.reason}.`, REPAIR_CSP);
  if (facts.digest.toLowerCase() !== HASH_TEST_DIGEST) {
    return result('hash', 'error', `Хэш контрольной строки неверен: ${facts.digest.toLowerCase()} вместо ${HASH_TEST_DIGEST}.`, REPAIR_CSP);
  }
  return result('hash', 'ok', 'Хэш контрольной строки из ГОСТ Р 34.11-2012 совпал с эталоном.');
}

// ── 5. Certificates ───────────────────────────────────────────────────────────────────────────────────────────

export interface StoreCertificate extends SigningCertificate {
  /** HasPrivateKey() */
  hasPrivateKey: boolean;
  /** The private-key provider property (spec §5): the key is linked and can be used. */
  keyUsable: boolean;
  /** Public key algorithm, e.g. 'ГОСТ Р 34.10-2012 256 бит'; null when the plug-in does not say. */
  algorithm: string | null;
  algorithmOid: string | null;
}

export type StoreFacts = { kind: 'read'; certificates: readonly StoreCertificate[] } | { kind: 'failed'; reason: string };

export type CertificateProblem = 'expired' | 'not-yet-valid' | 'no-private-key' | 'key-unusable' | 'old-algorithm';

export interface CertificateReport {
  thumbprint: string;
  holder: string;
  organisation: string;
  inn: string;
  innOrganisation: string | null;
  /** The certification authority that issued it (its common name), so two certificates of one person differ. */
  issuer: string;
  validFrom: string;
  validTo: string;
  algorithm: string;
  /** Usable for signing now: in time, with a usable private key, a current algorithm. */
  usable: boolean;
  /** Ends within EXPIRY_WARNING_DAYS. */
  expiresInDays: number | null;
  problems: readonly CertificateProblem[];
  state: 'ok' | 'warning' | 'error';
  /** Plain-Russian status line of this certificate. */
  status: string;
  fix: readonly string[];
}

/** GOST R 34.10-2001 keys may not sign since 2019; 2012 (256 and 512) are current. */
const OLD_ALGORITHM_OIDS = ['1.2.643.2.2.19'];

function daysBetween(from: number, to: number): number {
  return Math.ceil((to - from) / DAY_MS);
}

export function describeCertificate(certificate: StoreCertificate, now: Date): CertificateReport {
  const subject = parseSubjectName(certificate.subjectName);
  const holder = `${subject.surname} ${subject.givenName}`.trim() || subject.commonName || certificate.name;
  const from = Date.parse(certificate.validFrom);
  const to = Date.parse(certificate.validTo);
  const at = now.getTime();
  const problems: CertificateProblem[] = [];
  const fix: string[] = [];
  if (Number.isFinite(to) && to < at) {
    problems.push('expired');
    fix.push(`Срок действия истёк ${formatDay(to)}: получите новый сертификат в удостоверяющем центре и установите его (КриптоПро CSP → «Сервис» → «Просмотреть сертификаты в контейнере» → «Установить»).`);
  }
  if (Number.isFinite(from) && from > at) {
    problems.push('not-yet-valid');
    fix.push(`Сертификат начнёт действовать ${formatDay(from)}. Если дата верна, дождитесь её; если нет — проверьте дату и время на компьютере.`);
  }
  if (!certificate.hasPrivateKey) {
    problems.push('no-private-key');
    fix.push('Закрытый ключ не найден: вставьте ключевой носитель (токен, флешку) с ключом этого сертификата и нажмите «Проверить снова». Если ключ на носителе есть, установите сертификат из контейнера: КриптоПро CSP → «Сервис» → «Просмотреть сертификаты в контейнере» → выберите контейнер → «Установить».');
  } else if (!certificate.keyUsable) {
    problems.push('key-unusable');
    fix.push('Сертификат не связан с закрытым ключом: установите его заново из контейнера — КриптоПро CSP → «Сервис» → «Просмотреть сертификаты в контейнере» → выберите контейнер → «Установить».');
  }
  if (certificate.algorithmOid && OLD_ALGORITHM_OIDS.includes(certificate.algorithmOid)) {
    problems.push('old-algorithm');
    fix.push('Ключ по ГОСТ Р 34.10-2001 больше не применяется: получите сертификат по ГОСТ Р 34.10-2012 в удостоверяющем центре.');
  }
  const usable = problems.length === 0 && Number.isFinite(from) && Number.isFinite(to);
  const left = Number.isFinite(to) ? daysBetween(at, to) : Number.NaN;
  const expiresInDays = usable && left <= EXPIRY_WARNING_DAYS ? left : null;
  if (expiresInDays !== null) fix.push(`Срок действия заканчивается ${formatDay(to)}: закажите новый сертификат в удостоверяющем центре заранее.`);
  const words: Record<CertificateProblem, string> = {
    expired: `срок действия истёк ${formatDay(to)}`,
    'not-yet-valid': `начнёт действовать ${formatDay(from)}`,
    'no-private-key': 'нет закрытого ключа',
    'key-unusable': 'закрытый ключ не связан с сертификатом',
    'old-algorithm': 'устаревший алгоритм ГОСТ Р 34.10-2001',
  };
  const status = !usable
    ? `Подписывать нельзя: ${problems.map((problem) => words[problem]).join(', ')}.`
    : expiresInDays !== null
      ? `Можно подписывать, но срок действия заканчивается через ${expiresInDays} ${plural(expiresInDays, 'день', 'дня', 'дней')} (${formatDay(to)}).`
      : 'Можно подписывать: действует, закрытый ключ есть.';
  return {
    thumbprint: certificate.thumbprint,
    holder,
    organisation: subject.organisation,
    inn: subject.inn,
    innOrganisation: subject.innLegalEntity,
    issuer: (() => {
      const issuer = parseSubjectName(certificate.issuerName);
      return issuer.commonName || issuer.organisation || certificate.issuerName;
    })(),
    validFrom: formatDay(certificate.validFrom),
    validTo: formatDay(certificate.validTo),
    algorithm: certificate.algorithm ?? 'не указан',
    usable,
    expiresInDays,
    problems,
    state: !usable ? 'error' : expiresInDays !== null ? 'warning' : 'ok',
    status,
    fix,
  };
}

/** The certificate to test with: the wanted one if usable, else the usable one that lasts longest. */
export function defaultCertificate(reports: readonly CertificateReport[], wanted?: readonly string[]): CertificateReport | null {
  const usable = reports.filter((report) => report.usable);
  for (const thumbprint of wanted ?? []) {
    const found = usable.find((report) => report.thumbprint.toUpperCase() === thumbprint.trim().toUpperCase());
    if (found) return found;
  }
  return usable[0] ?? null;
}

export function evaluateCertificates(facts: StoreFacts, now: Date, chosenThumbprint?: string | null): CheckResult {
  if (facts.kind === 'failed') {
    return result('certificates', 'error', `Хранилище сертификатов не открылось: ${facts.reason}.`, ['Переустановите КриптоПро CSP и плагин, затем перезагрузите компьютер.']);
  }
  const reports = facts.certificates.map((certificate) => describeCertificate(certificate, now));
  const usable = reports.filter((report) => report.usable);
  if (reports.length === 0) {
    return {
      ...result('certificates', 'error', `${SIGNING_MESSAGES.noCertificates}: в хранилище «Личное» нет ни одного сертификата.`, [
        'Вставьте ключевой носитель (токен, флешку) с вашей электронной подписью.',
        'Установите сертификат в хранилище «Личное»: КриптоПро CSP → «Сервис» → «Просмотреть сертификаты в контейнере» → выберите контейнер → «Установить».',
        'Нажмите «Проверить снова».',
      ]),
      certificates: reports,
    };
  }
  const counted = `${reports.length} ${plural(reports.length, 'сертификат', 'сертификата', 'сертификатов')}, пригодных для подписи: ${usable.length}.`;
  if (usable.length === 0) {
    return {
      ...result('certificates', 'error', `${SIGNING_MESSAGES.noCertificates}: ${counted}`, ['Исправьте сертификат, которым вы подписываете, по подсказке в его строке ниже, или получите новый в удостоверяющем центре.', 'Нажмите «Проверить снова».']),
      certificates: reports,
    };
  }
  const chosen = usable.find((report) => report.thumbprint === chosenThumbprint) ?? usable[0];
  if (chosen && chosen.expiresInDays !== null) {
    return { ...result('certificates', 'warning', `${counted} Выбранный сертификат (${chosen.holder}) действует до ${chosen.validTo}.`, chosen.fix), certificates: reports };
  }
  return { ...result('certificates', 'ok', counted), certificates: reports };
}

// ── 6. Test signature ─────────────────────────────────────────────────────────────────────────────────────────

export type SignatureFacts =
  | { kind: 'signed'; elapsedMs: number; verified: boolean | null; verifyFailure?: string }
  | { kind: 'failed'; elapsedMs: number; reason: string };

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1).replace('.', ',')} с`;
}

export function evaluateSignature(facts: SignatureFacts, holder: string): CheckResult {
  const took = `за ${formatSeconds(facts.elapsedMs)}`;
  if (facts.kind === 'failed') {
    return result('signature', 'error', `Подпись сертификатом «${holder}» не создана (${took}): ${facts.reason}.`, [
      'Проверьте, что ключевой носитель (токен, флешка) вставлен, и введите верный PIN-код, если его спросят.',
      'Если ошибка повторяется, проверьте ключ: КриптоПро CSP → «Сервис» → «Протестировать» → выберите контейнер ключа; при ошибке обратитесь в удостоверяющий центр.',
      'Нажмите «Проверить снова».',
    ]);
  }
  if (facts.verified === false) {
    return result('signature', 'error', `Подпись сертификатом «${holder}» создана ${took}, но не прошла проверку: ${facts.verifyFailure ?? 'подпись недействительна'}.`, [
      'Переустановите КриптоПро CSP и плагин, затем перезагрузите компьютер.',
      'Если ошибка повторяется, обратитесь в удостоверяющий центр, выдавший сертификат.',
    ]);
  }
  const verified = facts.verified ? 'и проверена' : '(проверить её плагин не умеет)';
  if (facts.elapsedMs > SLOW_SIGNATURE_MS) {
    return result('signature', 'warning', `Подпись сертификатом «${holder}» создана ${verified}, но медленно: ${took}.`, [
      'Закройте другие программы, работающие с ключевым носителем, и вставьте носитель в порт компьютера напрямую, без удлинителя.',
    ]);
  }
  return result('signature', 'ok', `Подпись CAdES-BES сертификатом «${holder}» создана ${verified} ${took}.`);
}

// ── 7. Clock ──────────────────────────────────────────────────────────────────────────────────────────────────

export interface ClockFacts {
  /** The page's clock at the answer, ms. */
  localMs: number;
  /** The server's Date header (1 s resolution), ms; null when there was none or it could not be read. */
  serverMs: number | null;
  reason?: string;
}

function formatSkew(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const seconds = Math.round((Math.abs(ms) % 60_000) / 1000);
  return minutes > 0 ? `${minutes} мин ${seconds} с` : `${seconds} с`;
}

export function evaluateClock(facts: ClockFacts): CheckResult {
  if (facts.serverMs === null) {
    return result('clock', 'warning', `Время сервера не получено${facts.reason ? `: ${facts.reason}` : ''}; часы не сверены.`, ['Проверьте подключение к интернету и нажмите «Проверить снова».']);
  }
  const skew = facts.localMs - facts.serverMs;
  const direction = skew > 0 ? 'спешат' : 'отстают';
  if (Math.abs(skew) > CLOCK_SKEW_LIMIT_MS) {
    return result('clock', 'error', `Часы компьютера ${direction} на ${formatSkew(skew)} (допустимо не более 5 минут): подпись получит неверное время, вход может не работать.`, [
      'Windows: «Параметры» → «Время и язык» → «Дата и время» → включите «Установить время автоматически» и «Автоматически устанавливать часовой пояс», нажмите «Синхронизировать».',
      'macOS: «Системные настройки» → «Основные» → «Дата и время» → включите «Устанавливать время и дату автоматически».',
      'Обновите эту страницу.',
    ]);
  }
  return result('clock', 'ok', Math.abs(skew) < 1000 ? 'Часы компьютера совпадают со временем сервера.' : `Часы компьютера ${direction} на ${formatSkew(skew)} — в пределах 5 минут.`);
}

// ── 8. Registration (signed in) ───────────────────────────────────────────────────────────────────────────────

export interface RegistrationFacts {
  user: User;
  certificate: SigningCertificate;
  loginCertificates: readonly LoginCertificate[];
  /** GET /vicarious/all; null when it was not asked (the certificate names the organisation). */
  powersOfAttorney: readonly PowerOfAttorney[] | null;
  now: Date;
}

const ADD_CERTIFICATE = 'Меню пользователя (значок в правом верхнем углу) → «Настройки» → в списке сертификатов выберите этот сертификат → «Добавить сертификат».';
const ADD_POWER_OF_ATTORNEY = 'Меню пользователя → «Настройки» → «Загрузите файл МЧД в формате xml» → выберите файл доверенности → «Добавить МЧД».';

/** DD.MM.YYYY[ …] or ISO → ms; NaN when unreadable. */
export function parseServerDate(text: string): number {
  const russian = /^(\d{2})\.(\d{2})\.(\d{4})/.exec(text.trim());
  if (russian) return new Date(Number(russian[3]), Number(russian[2]) - 1, Number(russian[1]), 23, 59, 59).getTime();
  return Date.parse(text);
}

export function evaluateRegistration(facts: RegistrationFacts): CheckResult {
  const match = matchCertificate(facts.certificate, facts.user);
  if (match.kind === 'mismatch') {
    return result('registration', 'error', `Выбранный сертификат не ваш: ${match.message}.`, [
      'Выберите в проверке свой сертификат (выданный на ваши ФИО и ИНН) или получите такой в удостоверяющем центре.',
    ]);
  }
  const wanted = facts.certificate.thumbprint.trim().toUpperCase();
  const registered = facts.loginCertificates.some((entry) => String(entry.id).trim().toUpperCase() === wanted);
  const lines: string[] = [];
  const fix: string[] = [];
  let state: CheckState = 'ok';
  if (registered) lines.push('Сертификат добавлен в личный кабинет: по нему можно входить по УКЭП.');
  else {
    state = 'warning';
    lines.push('Сертификат не добавлен в личный кабинет: подписывать им можно, но входить по УКЭП — нет.');
    fix.push(ADD_CERTIFICATE);
  }
  if (match.kind === 'needs-power-of-attorney') {
    const at = facts.now.getTime();
    const inForce = (facts.powersOfAttorney ?? []).filter((entry) => !entry.isDeleted);
    const current = inForce.filter((entry) => !(parseServerDate(entry.expirationDate) < at));
    if (current.length === 0) {
      state = 'error';
      const expired = inForce.map((entry) => entry.expirationDate).filter(Boolean);
      lines.push(
        expired.length > 0
          ? `В сертификате нет ИНН организации, а МЧД истекла (${expired.map((date) => formatDay(parseServerDate(date))).join(', ')}).`
          : 'В сертификате нет ИНН организации: подписывать можно только по машиночитаемой доверенности (МЧД), а её в личном кабинете нет.',
      );
      fix.push(`Получите МЧД у руководителя организации. ${ADD_POWER_OF_ATTORNEY}`);
    } else {
      const until = Math.max(...current.map((entry) => parseServerDate(entry.expirationDate)));
      const left = Number.isFinite(until) ? daysBetween(at, until) : Number.NaN;
      if (left <= EXPIRY_WARNING_DAYS) {
        if (state === 'ok') state = 'warning';
        lines.push(`МЧД загружена и действует до ${formatDay(until)} — осталось ${left} ${plural(left, 'день', 'дня', 'дней')}.`);
        fix.push(`Получите новую МЧД до ${formatDay(until)}. ${ADD_POWER_OF_ATTORNEY}`);
      } else lines.push(`МЧД загружена и действует${Number.isFinite(until) ? ` до ${formatDay(until)}` : ''}.`);
    }
  }
  return result('registration', state, lines.join(' '), fix);
}

// ── Summary and report ────────────────────────────────────────────────────────────────────────────────────────

export interface CheckSummary {
  done: boolean;
  errors: number;
  warnings: number;
  headline: string;
  detail: string;
}

export function summarise(results: readonly CheckResult[]): CheckSummary {
  const done = results.every((row) => row.state !== 'running');
  const errors = results.filter((row) => row.state === 'error').length;
  const warnings = results.filter((row) => row.state === 'warning').length;
  const problems = errors + warnings;
  if (!done) {
    const finished = results.filter((row) => row.state !== 'running').length;
    return { done, errors, warnings, headline: 'Идёт проверка…', detail: `Проверено ${finished} из ${results.length}.` };
  }
  if (problems === 0) return { done, errors, warnings, headline: 'Всё готово к подписанию', detail: 'Все проверки пройдены.' };
  const headline = `${plural(problems, 'Найдена', 'Найдены', 'Найдено')} ${problems} ${plural(problems, 'проблема', 'проблемы', 'проблем')}`;
  const detail = errors > 0 ? 'Подписывать документы на этом компьютере пока нельзя: исправьте отмеченное знаком ✗.' : 'Подписывать можно, но исправьте отмеченное знаком ⚠.';
  return { done, errors, warnings, headline, detail };
}

/** The plain-text report of «Скопировать отчёт». */
export function formatReport(results: readonly CheckResult[], context: { at: Date; page: string; userAgent: string }): string {
  const summary = summarise(results);
  const lines = [
    'Проверка рабочего места',
    `Время: ${formatDay(context.at)} ${pad(context.at.getHours())}:${pad(context.at.getMinutes())}:${pad(context.at.getSeconds())}`,
    `Страница: ${context.page}`,
    `Браузер: ${context.userAgent}`,
    `Итог: ${summary.headline}. ${summary.detail}`,
    '',
  ];
  results.forEach((row, index) => {
    lines.push(`${index + 1}. ${STATE_SYMBOLS[row.state]} ${CHECK_TITLES[row.id]} — ${STATE_WORDS[row.state]}`);
    lines.push(`   ${row.found}`);
    for (const certificate of row.certificates ?? []) {
      lines.push(
        `   • ${STATE_SYMBOLS[certificate.state]} ${certificate.holder}${certificate.organisation ? `, ${certificate.organisation}` : ''}, ИНН ${certificate.inn || '—'}${certificate.innOrganisation ? `, ИНН организации ${certificate.innOrganisation}` : ''}; действует с ${certificate.validFrom} по ${certificate.validTo}; ${certificate.algorithm}; отпечаток ${certificate.thumbprint}. ${certificate.status}`,
      );
      certificate.fix.forEach((step) => lines.push(`     Как исправить: ${step}`));
    }
    row.fix.forEach((step, at) => lines.push(`   Как исправить ${at + 1}: ${step}`));
  });
  return lines.join('\n');
}
