/** @jest-environment node */
import { SANDBOX_START_MS, startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import { escapeLogText } from './routes/escapeLogText';
import { readPowerOfAttorneyXml } from '../settings/powerOfAttorneyXml';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { SandboxState } from '../state/sandboxState';
import { apiRouter } from './apiRouter';

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await sandbox.accessTokenOf('supplier');
}, SANDBOX_START_MS);

afterAll(async () => {
  await sandbox.stop();
});

describe('hostile input gets a 4xx, never a 500', () => {
  it('a 20 MB JSON body → 413', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(20 * 1024 * 1024) });
    const response = await sandbox.call('/api/log/error', { method: 'POST', token, body });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Слишком большой запрос' });
  });

  it('a 20 MB multipart body → 413', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(20 * 1024 * 1024)]), 'big.xml');
    const response = await fetch(`${sandbox.urls.main}/api/vicarious`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
      body: form,
    });
    expect(response.status).toBe(413);
  });

  it.each(['gzip', 'br', 'deflate'])('a body labelled Content-Encoding: %s that is not compressed → 400 JSON, no stack in the log', async (encoding) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const [path, token_] of [
        ['/api/log/error', token],
        ['/api/sign/checkMsg', undefined],
      ] as const) {
        const response = await sandbox.call(path, { method: 'POST', token: token_, body: '{"message":"plain"}', headers: { 'content-encoding': encoding } });
        expect(response.status).toBe(400);
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
        expect(await response.json()).toEqual({ message: 'Некорректное тело запроса' });
      }
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it.each(['gzip', 'br'])("the token endpoint answers a fake %s body with OAuth's JSON error, not an HTML page", async (encoding) => {
    const response = await fetch(`${sandbox.urls.issuer}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': encoding },
      body: 'grant_type=refresh_token&refresh_token=x&client_id=portal-web',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('a body in an unknown charset → 400', async () => {
    const response = await sandbox.call('/api/log/error', { method: 'POST', token, body: '{}', headers: { 'content-type': 'application/json; charset=koi8-x' } });
    expect(response.status).toBe(400);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('/api/image/%s is not found, not an inherited property', async (name) => {
    const response = await sandbox.call(`/api/image/${name}`, { token });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: `Изображение ${name} не найдено` });
  });
});

describe('МЧД XML with declarations or broken markup', () => {
  const lol = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;">]><Доверенность><СвДов НомДовер="&lol2;"/></Доверенность>`;
  const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Доверенность><СвДов НомДовер="&xxe;"/></Доверенность>`;

  it.each([
    ['entity expansion', lol, 'Файл МЧД не должен содержать объявление DTD (<!DOCTYPE>)'],
    ['an external entity', xxe, 'Файл МЧД не должен содержать объявление DTD (<!DOCTYPE>)'],
    ['unclosed elements', '<Доверенность><СвДов></Доверенность>', 'Файл МЧД повреждён или не является XML-документом (ошибка в строке 1). Выгрузите'],
    // A binary file renamed to .xml: the parser says «char '' is not expected.», the user gets Russian.
    ['a binary file', 'MZ\u0090\u0000\u0003\u0000\u0000\u0000', 'Файл МЧД повреждён или не является XML-документом'],
  ])('%s is refused with a Russian message', (_what, xml, message) => {
    const reading = readPowerOfAttorneyXml(xml);
    expect(reading.ok).toBe(false);
    expect(reading.ok ? '' : reading.message).toContain(message);
    // No parser words in English.
    expect(reading.ok ? '' : reading.message).not.toMatch(/not expected|unclosed|expected|closing tag|invalid/i);
  });

  it('is answered 400 with that message by the upload call', async () => {
    const form = new FormData();
    form.append('file', new Blob([xxe], { type: 'text/xml' }), 'mchd.xml');
    const response = await fetch(`${sandbox.urls.main}/api/vicarious`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Файл МЧД не должен содержать объявление DTD (<!DOCTYPE>)');
  });
});

describe('front-end error reports in the log', () => {
  it('cannot start a forged line: control characters are escaped', () => {
    expect(escapeLogText('boom\n[front-end error] admin: all fine\r\u001b[31m')).toBe('boom\\u000a[front-end error] admin: all fine\\u000d\\u001b[31m');
    expect(escapeLogText('Ошибка: «кавычки» stay')).toBe('Ошибка: «кавычки» stay');
  });

  it('cannot make a line read other than it is: bidi controls and invisible characters are escaped', () => {
    expect(escapeLogText('user\u202Egpj.exe')).toBe('user\\u202egpj.exe');
    expect(escapeLogText('a\u200Bb\u200Cc\u200Dd\u2060e\uFEFFf\u00ADg\u2066h\u2069i\u200Ej\u061Ck')).toBe(
      'a\\u200bb\\u200cc\\u200dd\\u2060e\\ufefff\\u00adg\\u2066h\\u2069i\\u200ej\\u061ck',
    );
  });

  it('POST /log/error prints one line however many line breaks the report carries', async () => {
    // The shared test sandbox is quiet; this router logs, as `npm start`'s does.
    const state = new SandboxState();
    const supplier = state.users.byUsername('supplier')!;
    const app = express().use('/api', apiRouter({ users: state.users, settings: state.settings, world: state.world, verifyAccessToken: async () => ({ sub: supplier.sub }), quiet: false }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/log/error`, {
        method: 'POST',
        headers: { authorization: 'Bearer t', 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'boom\n[front-end error] admin: all fine', url: 'https://x/\r\nforged' }),
      });
      expect(response.status).toBe(204);
      const lines = warn.mock.calls.map((call) => call.join(' '));
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toMatch(/[\n\r]/);
      expect(lines[0]).toBe('[front-end error] supplier: boom\\u000a[front-end error] admin: all fine (https://x/\\u000d\\u000aforged)');
    } finally {
      warn.mockRestore();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
