/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { SandboxState } from '../state/sandboxState';
import { apiRouter } from './apiRouter';
import { MAX_ERROR_REPORTS_PER_USER, TOO_MANY_REPORTS_TEXT } from './routes/errorReportLimit';

/** A logging API (as `npm start`'s: not quiet) whose bearer names the user directly. */
let server: Server;
let warn: jest.SpyInstance;

beforeEach(async () => {
  const state = new SandboxState();
  const app = express().use('/api', apiRouter({ users: state.users, settings: state.settings, world: state.world, verifyAccessToken: async (token) => ({ sub: state.users.byUsername(token)!.sub }), quiet: false }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  warn.mockRestore();
  await new Promise((resolve) => server.close(resolve));
});

const report = (username: string, body: object) =>
  fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/log/error`, {
    method: 'POST',
    headers: { authorization: `Bearer ${username}`, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const loggedLines = () => warn.mock.calls.map((call) => call.join(' '));

describe('POST log/error flooded by one user', () => {
  it('logs a repeated report once: the repeats are accepted (204) and not written again', async () => {
    const big = { message: `TypeError: boom ${'x'.repeat(9_000)}`, url: 'https://portal.example/lkk/registries' };
    for (let index = 0; index < 40; index += 1) expect((await report('supplier', big)).status).toBe(204);
    expect(loggedLines()).toHaveLength(1);
    expect((await report('supplier', { ...big, url: 'https://portal.example/lkk/main' })).status).toBe(204);
    expect(loggedLines()).toHaveLength(2);
  });

  it(`limits a user to ${MAX_ERROR_REPORTS_PER_USER} reports a minute: then 429 with a Russian message, nothing logged; others still logged`, async () => {
    for (let index = 0; index < MAX_ERROR_REPORTS_PER_USER; index += 1) expect((await report('supplier', { message: `distinct ${index}` })).status).toBe(204);
    expect(loggedLines()).toHaveLength(MAX_ERROR_REPORTS_PER_USER);
    const refused = await report('supplier', { message: 'one more' });
    expect([refused.status, await refused.json()]).toEqual([429, { message: TOO_MANY_REPORTS_TEXT }]);
    expect(loggedLines()).toHaveLength(MAX_ERROR_REPORTS_PER_USER);
    expect((await report('debtor', { message: 'the debtor’s own error' })).status).toBe(204);
    expect(loggedLines().at(-1)).toBe('[front-end error] debtor: the debtor’s own error');
  });
});
