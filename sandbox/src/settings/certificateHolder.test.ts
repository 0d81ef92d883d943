/** @jest-environment node */
import { POWER_OF_ATTORNEY_MISSING_TEXT } from '@portal/api';
import type { CertificateAuthority } from '../cryptopro/certificateAuthority';
import { SANDBOX_START_MS, startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import { createDemoAccounts } from '../users/demoUsers';
import { certificateToSave } from './certificateToSave';
import { powerOfAttorneyXml } from './powerOfAttorneyTemplate';

// Spec §5's holder rules, applied by the server itself: the browser's check alone let any caller register
// another person's certificate and then sign in with it.
let sandbox: TestSandbox;
let authority: CertificateAuthority;
const tokens: Record<string, string> = {};

const userOf = (username: string) => {
  const account = createDemoAccounts().find((candidate) => candidate.user.username === username);
  if (!account) throw new Error(username);
  return account.user;
};
const certificateOf = (kind: string, username?: string | null) => {
  const found = authority.certificates.find((certificate) => certificate.kind === kind && (username === undefined || certificate.username === username));
  if (!found) throw new Error(kind);
  return found;
};
const add = (token: string, body: unknown) => sandbox.call('/api/certificate/add', { method: 'POST', token, body: JSON.stringify(body) });

beforeAll(async () => {
  sandbox = await startTestSandbox();
  authority = sandbox.state.settings.authority;
  for (const login of ['supplier', 'debtor', 'principal']) tokens[login] = await sandbox.accessTokenOf(login);
}, SANDBOX_START_MS);

afterAll(async () => {
  await sandbox.stop();
});

describe('POST /certificate/add', () => {
  it("refuses another person's certificate with the §5 mismatch message", async () => {
    const stranger = await add(tokens.principal ?? '', certificateToSave(certificateOf('other-person', null)));
    expect(stranger.status).toBe(400);
    expect((await stranger.json()).message).toBe('Не совпадают параметры подписи и пользователя: ФИО подписанта, ИНН подписанта, ИНН организации');

    const colleague = await add(tokens.principal ?? '', certificateToSave(certificateOf('own', 'debtor')));
    expect(colleague.status).toBe(400);
    expect((await colleague.json()).message).toMatch(/^Не совпадают параметры подписи и пользователя: /);
    expect(await (await sandbox.call('/api/certificate/all', { token: tokens.principal })).json()).toEqual([]);
  });

  it('takes a certificate without an organisation INN only with a power of attorney of that organisation', async () => {
    const supplier = userOf('supplier');
    const bare = { ...certificateToSave(certificateOf('without-organisation-inn', 'supplier')), innCompany: supplier.innOrg };
    const refused = await add(tokens.supplier ?? '', bare);
    expect([refused.status, (await refused.json()).message]).toEqual([400, POWER_OF_ATTORNEY_MISSING_TEXT]);

    const form = new FormData();
    form.append('file', new Blob([powerOfAttorneyXml(supplier, new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10))]), 'mchd.xml');
    const uploaded = await fetch(`${sandbox.urls.main}/api/vicarious`, { method: 'POST', headers: { authorization: `Bearer ${tokens.supplier}`, 'x-requested-with': 'XMLHttpRequest' }, body: form });
    expect(uploaded.status).toBe(200);

    const otherCompany = await add(tokens.supplier ?? '', { ...bare, innCompany: '7701000000' });
    expect(otherCompany.status).toBe(400);
    expect((await add(tokens.supplier ?? '', bare)).status).toBe(201);
  });
});

describe('УКЭП sign-in', () => {
  it("signs in nobody with a certificate registered to someone who is not its holder", async () => {
    const stranger = certificateOf('other-person', null);
    const principal = createDemoAccounts().find((account) => account.user.username === 'principal');
    // As if the browser-only check of old had let it through.
    sandbox.state.settings.loginCertificates.add(principal?.sub ?? '', certificateToSave(stranger));
    const { message } = await (await sandbox.call('/api/sign/message')).json();
    const signature = authority.sign(stranger.thumbprint, authority.hash(Buffer.from(message, 'utf8').toString('base64')));
    const response = await sandbox.call('/api/sign/checkMsg', { method: 'POST', body: JSON.stringify({ message, signature }) });
    expect(response.status).toBe(403);
  });
});
