/** Public API of @portal/platform: the page's singletons shared by the host and every cabinet remote. */
export {
  TOKEN_REFRESH_CHECK_INTERVAL_MS,
  TOKEN_MIN_VALIDITY_SECONDS,
  UNAUTHORIZED_RETRY_LIMIT,
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  TOKEN_COOKIE_EXPIRY_DAYS,
  API_BASE_PATH,
  MESSAGE_TIMEOUT_MS,
  LOADER_DELAY_MS,
  DEFAULT_LOADER_MESSAGE,
} from './constants';

export { getCookie, setCookie, removeCookie, assertCookieName, type CookieOptions } from './cookies/cookies';
export { readAccessTokenCookie } from './cookies/tokenCookies';

export type { SessionState, SessionTokens, TokenClaims } from './session/sessionState';
export { sessionStore } from './session/sessionStore';
export { useSession, useCurrentUser } from './session/useSession';

export type { IdentityClient, IdentityClientFactory, IdentityInitOptions } from './identity/identityClient';
export { startSession, login, logout, refreshSessionToken, stopSession, type StartSessionOptions } from './identity/session';
export { adoptBackendSession, openBackendSession, closeBackendSession } from './identity/backendSession';
export { setPrefetchedAnswerSource, type PrefetchedAnswerSource } from './http/prefetchedAnswers';
// The 1.1.0 names, kept so a remote built against 1.1.0 still finds them; removed in 2.0.0.
export {
  /** @deprecated Use setPrefetchedAnswerSource; removed in 2.0.0. */
  setPrefetchedAnswerSource as setEarlyAnswerSource,
  /** @deprecated Use PrefetchedAnswerSource; removed in 2.0.0. */
  type PrefetchedAnswerSource as EarlyAnswerSource,
} from './http/prefetchedAnswers';

export { http, getJson, sendJson, downloadBlob, type AnswerParser } from './http/http';
export { saveFile } from './files/saveFile';
export { createHttpClient, type HttpClientOptions } from './http/createHttpClient';
export { NetworkFailure, isNetworkFailure } from './http/networkFailure';
export { silentRequest, type PortalRequestOptions } from './http/requestOptions';
export { TEAPOT_FALLBACK_MESSAGE, ERROR_BANNER_TITLE } from './http/handleFailedResponse';

export type { UiState, Notification, NotificationColor, UiError, LoaderState, PercentLoaderState } from './ui/uiState';
export type { LoaderOptions } from './ui/uiStore';
export {
  uiStore,
  notify,
  warn,
  dismissNotification,
  showError,
  clearError,
  showLoader,
  hideLoader,
  withLoader,
  setPercentLoader,
  setSessionError,
  setSessionContinue,
  showAnotherDeviceDialog,
  requestLogout,
  cancelLogout,
  openSettings,
  closeSettings,
  openChangePassword,
  closeChangePassword,
} from './ui/uiStore';
export { useUiState } from './ui/useUiState';
export type { CabinetProps, CabinetComponent } from './cabinet/cabinetContract';
export { setPageCodeJudge, judgePageCodeFailure, type PageCodeJudge, type PageCodeVerdict } from './ui/pageCodeFailure';

export { vocabularyStore, setVocabulary, vocabularyText, useVocabularyText } from './vocabulary/vocabularyStore';
export { loadVocabulary } from './vocabulary/loadVocabulary';
export { systemErrorText, SYSTEM_ERROR_FALLBACK } from './errors/systemErrorText';
export { reportUncaughtErrors, type ErrorReporting } from './errors/reportUncaughtErrors';

export { loadCurrentUser } from './user/loadCurrentUser';
export { markLastLogin } from './user/markLastLogin';
export * from './signing';
export { lenientList } from './http/lenientList';
export { reportOddAnswer } from './errors/reportOddAnswer';
export { sendErrorLog, setErrorLogContext, withErrorLogContext } from './errors/sendErrorLog';
export { reportCallFailure, callReportingFailure } from './errors/reportCallFailure';
export { uploadWithProgress, uploadWithProgressAnswer, UploadFailure, type UploadOptions } from './http/uploadWithProgress';
export { failureStatus } from './http/failureStatus';
export { connectionStore, markConnectionLost, markConnectionBack, useConnectionLost, watchBrowserConnection } from './http/connectionState';
export { runtimeConfig, setRuntimeConfig, DEFAULT_REGISTRY_BRANCH_SEGMENT, type RuntimeConfig } from './config/runtimeConfig';
