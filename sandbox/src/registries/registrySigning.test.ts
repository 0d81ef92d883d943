/** @jest-environment node */
import { SEEDED_BRANCHES } from '../world/seededBranches';
import { LIST_FILTER, startRegistryTestKit, type RegistryTestKit } from './registryTestKit';

jest.setTimeout(60_000);

let kit: RegistryTestKit;

beforeAll(async () => {
  kit = await startRegistryTestKit();
});
afterAll(async () => {
  await kit.sandbox.stop();
});
afterEach(async () => {
  await kit.sandbox.call('/__sandbox/reset', { method: 'POST' });
});

/** A detached signature of the bytes with a demo user's own certificate, as the plug-in emulator makes it. */
function signatureOf(bytes: Uint8Array, username: string): string {
  const { authority } = kit.sandbox.state.settings;
  const certificate = authority.certificates.find((candidate) => candidate.kind === 'own' && candidate.username === username);
  if (!certificate) throw new Error(username);
  return authority.sign(certificate.thumbprint, authority.hash(Buffer.from(bytes).toString('base64')));
}

/** 7004 generated, then sent for checking: a registry on check with its registry file to sign. */
async function registryOnCheck(): Promise<{ id: number; fileId: number; bytes: Uint8Array }> {
  const id = SEEDED_BRANCHES.validated;
  const supplies = (await kit.json('GET', `/registries/${id}/supplies`, 'supplier')).body.supplies.map((supply: { id: number }) => supply.id);
  const generated = await kit.call('POST', `/registries/${id}/generate?isFinancing=false`, 'supplier', { supplies, type: 'registryFile' });
  const bytes = new Uint8Array(await generated.arrayBuffer());
  expect((await kit.call('POST', `/registries/${id}/action`, 'supplier', { action: 'send' })).status).toBe(200);
  const files = (await kit.json('GET', `/registries/${id}/files`, 'supplier')).body;
  return { id, fileId: files.documentsForSigning[0].id, bytes };
}

describe('signing', () => {
  it('signs the registry file with the user’s certificate: signedDocs holds the signature, the registry is signed', async () => {
    const { id, fileId, bytes } = await registryOnCheck();
    expect((await kit.json('POST', '/sign/check', 'supplier', { registryId: id })).body).toEqual({ result: true });
    const signature = signatureOf(bytes, 'supplier');
    const signed = await kit.call('POST', `/registries/${id}/sign`, 'supplier', { documentId: 'ecp', signatures: [{ id: fileId, signature }] });
    expect(signed.status).toBe(200);
    const detail = (await kit.json('GET', `/registries/${id}/detail/lkk`, 'supplier')).body;
    expect(detail.registry.status).toEqual({ code: 'SIGNED', name: 'Подписан' });
    const files = (await kit.json('GET', `/registries/${id}/files`, 'supplier')).body;
    const sig = files.signedDocs.find((doc: { userDoc: boolean }) => doc.userDoc);
    expect(sig.name).toMatch(/\.xlsx\.sig$/);
    expect(Buffer.from(await (await kit.call('GET', `/binary/${sig.id}`, 'supplier')).arrayBuffer()).toString('base64')).toBe(signature);
    expect((await kit.json('POST', '/sign/check', 'supplier', { registryId: id })).body).toEqual({ result: false, message: 'Реестр в статусе «Подписан» подписать нельзя' });
  });

  it('signs a seeded registry on check (its registry file is a PDF)', async () => {
    const items = (await kit.json('POST', '/registries', 'supplier', { ...LIST_FILTER, pagination: false })).body.items;
    const onCheck = items.find((item: { status: { code?: string } | string }) => typeof item.status === 'object' && item.status.code === 'ON_CHECK');
    const files = (await kit.json('GET', `/registries/${onCheck.id}/files`, 'supplier')).body;
    const doc = files.documentsForSigning[0];
    const bytes = new Uint8Array(await (await kit.call('GET', `/binary/${doc.id}`, 'supplier')).arrayBuffer());
    expect((await kit.call('POST', `/registries/${onCheck.id}/sign`, 'supplier', { documentId: 'ecp', signatures: [{ id: doc.id, signature: signatureOf(bytes, 'supplier') }] })).status).toBe(200);
  });

  it.each([
    ['another user’s certificate', (bytes: Uint8Array) => signatureOf(bytes, 'debtor'), /подписан не сертификатом пользователя/],
    ['a signature of other bytes', () => signatureOf(new TextEncoder().encode('другое'), 'supplier'), /^Подпись не соответствует подписанным данным: «/],
    ['garbage', () => 'bm90IGEgc2lnbmF0dXJl', /^Подпись не распознана: «/],
  ])('answers 400 for %s and leaves the registry on check', async (_case, sign, message) => {
    const { id, fileId, bytes } = await registryOnCheck();
    const { status, body } = await kit.json('POST', `/registries/${id}/sign`, 'supplier', { documentId: 'ecp', signatures: [{ id: fileId, signature: sign(bytes) }] });
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
    expect((await kit.json('GET', `/registries/${id}/detail/lkk`, 'supplier')).body.registry.status.code).toBe('ON_CHECK');
  });

  it('answers 400 for a missing signature, an empty list and a draft', async () => {
    const { id } = await registryOnCheck();
    expect((await kit.json('POST', `/registries/${id}/sign`, 'supplier', { documentId: 'ecp', signatures: [{ id: 1, signature: 'x' }] })).body.message).toMatch(/^Не подписан документ «Реестр уступки/);
    expect((await kit.json('POST', `/registries/${id}/sign`, 'supplier', { documentId: 'ecp', signatures: [] })).status).toBe(400);
    const draft = await kit.json('POST', `/registries/${SEEDED_BRANCHES.generate}/sign`, 'supplier', { documentId: 'ecp', signatures: [{ id: 1, signature: 'x' }] });
    expect(draft.body.message).toBe('Реестр в статусе «Черновик» подписать нельзя');
    expect((await kit.json('POST', '/sign/check', 'supplier', { registryId: SEEDED_BRANCHES.generate })).body.result).toBe(false);
  });

  it('the debtor signs on spec §7 POST /registries/{id}/sign with ecpdebtor (§6); ecp is refused, the agent is kept out', async () => {
    const items = (await kit.json('POST', '/lkd/registries', 'debtor', { ...LIST_FILTER, pagination: false })).body.items;
    const onCheck = items.find((item: { status: { code?: string } | string }) => typeof item.status === 'object' && item.status.code === 'ON_CHECK');
    expect(onCheck).toBeDefined();
    const doc = (await kit.json('GET', `/lkd/registries/${onCheck.id}/detail`, 'debtor')).body.documentsForSigning[0];
    const bytes = new Uint8Array(await (await kit.call('GET', `/binary/${doc.id}`, 'debtor')).arrayBuffer());
    const signatures = [{ id: doc.id, signature: signatureOf(bytes, 'debtor') }];
    expect((await kit.json('POST', `/registries/${onCheck.id}/sign`, 'debtor', { documentId: 'ecp', signatures })).status).toBe(400);
    expect((await kit.json('POST', `/registries/${onCheck.id}/sign`, 'agent', { documentId: 'ecp', signatures })).status).toBe(403);
    expect((await kit.json('POST', `/registries/${onCheck.id}/detail/lkd`, 'debtor')).status).toBe(403);
    expect((await kit.call('POST', `/registries/${onCheck.id}/sign`, 'debtor', { documentId: 'ecpdebtor', signatures })).status).toBe(200);
    const after = (await kit.json('POST', '/lkd/registries', 'debtor', { ...LIST_FILTER, pagination: false })).body.items.find((item: { id: number }) => item.id === onCheck.id);
    expect(after.status.code).toBe('SIGNED');
  });

  it('answers 404 for another user’s registry and 400 for a bad sign/check body', async () => {
    expect((await kit.json('POST', `/registries/${SEEDED_BRANCHES.validated}/sign`, 'principal', { documentId: 'ecp', signatures: [{ id: 1, signature: 'x' }] })).status).toBe(404);
    expect((await kit.json('POST', '/sign/check', 'principal', { registryId: SEEDED_BRANCHES.validated })).status).toBe(404);
    expect((await kit.json('POST', '/sign/check', 'supplier', { registry: 1 })).status).toBe(400);
  });
});

describe('set-all-financing', () => {
  const financingOf = async (id: number, username = 'supplier', prefix = '/registries') =>
    (await kit.json('GET', `${prefix}/${id}/supplies`, username)).body.supplies as Array<{ financing: boolean; invalid: boolean }>;

  it('chooses every verified supply without a body, clears them with {financing: false}', async () => {
    const id = SEEDED_BRANCHES.large;
    const all = await kit.json('POST', `/registries/${id}/set-all-financing`, 'supplier');
    expect(all.status).toBe(200);
    const chosen = await financingOf(id);
    expect(chosen.every((supply) => supply.financing === !supply.invalid)).toBe(true);
    expect(chosen.some((supply) => supply.invalid)).toBe(true);
    await kit.json('POST', `/registries/${id}/set-all-financing`, 'supplier', { financing: false });
    expect((await financingOf(id)).every((supply) => !supply.financing)).toBe(true);
  });

  it('works for the agent under /lka and refuses bad bodies, other states and other users', async () => {
    expect((await kit.json('POST', `/lka/registries/${SEEDED_BRANCHES.agentParamsPassed}/set-all-financing`, 'agent', { financing: true })).status).toBe(200);
    expect((await financingOf(SEEDED_BRANCHES.agentParamsPassed, 'agent', '/lka/registries')).some((supply) => supply.financing)).toBe(true);
    const bad = await kit.json('POST', `/registries/${SEEDED_BRANCHES.large}/set-all-financing`, 'supplier', { financing: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Неверное поле «financing»: ожидается boolean');
    expect((await kit.json('POST', `/registries/${SEEDED_BRANCHES.large}/set-all-financing`, 'principal')).status).toBe(404);
    const items = (await kit.json('POST', '/registries', 'supplier', { ...LIST_FILTER, pagination: false })).body.items;
    const financed = items.find((item: { permissions: string[] }) => !item.permissions.includes('change'));
    expect((await kit.json('POST', `/registries/${financed.id}/set-all-financing`, 'supplier')).status).toBe(400);
  });
});

describe('GET /workCalendar', () => {
  it('answers the working days: no weekends or holidays, transferred Saturdays included', async () => {
    const { status, body } = await kit.json<string[]>('GET', '/workCalendar', 'agent');
    expect(status).toBe(200);
    expect(body).toContain('2025-05-12');
    expect(body).not.toContain('2025-05-09');
    expect(body).not.toContain('2025-05-10');
    expect(body).toContain('2025-11-01');
    expect(body).not.toContain('2026-01-05');
    expect(body).not.toContain('2026-01-03');
    expect(body).toContain('2026-01-12');
    expect(body.length).toBeGreaterThan(490);
  });
});
