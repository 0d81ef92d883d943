import { http as mock, HttpResponse } from 'msw';
import { SCOPES } from '@portal/api';
import { testCabinetManifest, testManifestUrl } from './declaredCabinets';

const API = 'http://localhost/api';

export const TEST_LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#1976D2"/></svg>';

export const TEST_VOCABULARY = {
  supportPhone: '+7 (495) 000-00-00',
  supportEmail: 'support@factoring.example.ru',
  clientCabinetTitle: 'Кабинет клиента ФК',
  copyrightCompany: '© ООО «Факторинговая компания»',
  copyrightBank: '© АО «Банк»',
};

export const TEST_LIMITS = {
  limits: [
    { contractFactNum: 'ДФ-2023/0147', freeLimit: 12_500_000 },
    { contractFactNum: 'ДФ-2024/0032', freeLimit: 3_750_250.5 },
  ],
  sumLimit: 16_250_250.5,
};

export const TEST_COLORS = {
  light: { primary: '#1976D2', container_header: '#FFFFFF', container_body: '#F5F7FA', container_footer: '#ECEFF3', text_default: '#1F2937' },
  dark: { primary: '#1976D2', container_header: '#1E1E1E', container_body: '#121212', container_footer: '#1A1A1A', text_default: '#E5E7EB' },
};

/** MSW handlers answering every call the shell (header, footer, theme, menu signals) makes, as the sandbox would. */
export function shellHandlers() {
  return [
    mock.get(`${API}/image/LKK_LOGO_IMAGE`, () => HttpResponse.text(TEST_LOGO_SVG)),
    mock.get(`${API}/i18n`, () => HttpResponse.json(TEST_VOCABULARY)),
    // Permissions only: env, colours and design schema then come from their own calls.
    mock.get(`${API}/system/page`, () => HttpResponse.json({ permissions: ['main'] })),
    mock.post(`${API}/session/basic/login`, () => new HttpResponse(null, { status: 200 })),
    mock.get(`${API}/env`, () => HttpResponse.json({ BRANCH: 'factoring' })),
    mock.get(`${API}/designschema`, () => HttpResponse.text('light')),
    mock.get(`${API}/system/color`, () => HttpResponse.json(TEST_COLORS)),
    mock.get(`${API}/info/systeminfologin`, () => HttpResponse.json({ i18n: TEST_VOCABULARY, version: '1.0.0-test' })),
    mock.get(`${API}/vicarious/expiredStatus`, () => HttpResponse.json({ status: false, expirationDate: null })),
    mock.post(`${API}/lkk/user/limits`, () => HttpResponse.json(TEST_LIMITS)),
    mock.post(`${API}/getAlertStatus`, () => HttpResponse.json(false)),
    // The session's refresh check runs every 10 s (spec §9) and tells the back end each new pair: a test that runs
    // that long (any, on a busy machine) makes this call.
    mock.post(`${API}/token/update`, () => new HttpResponse(null, { status: 200 })),
    // The header names the cabinet and links its home as the cabinet's manifest declares (decision 0054).
    mock.get('http://localhost/remotes.json', () => HttpResponse.json(Object.fromEntries(SCOPES.map((scope) => [scope, testManifestUrl(scope)])))),
    ...SCOPES.map((scope) => mock.get(testManifestUrl(scope), () => HttpResponse.json(testCabinetManifest(scope)))),
  ];
}
