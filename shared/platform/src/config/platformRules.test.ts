/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod/mini';
import { reportOddAnswer, resetOddAnswerReports } from '../errors/reportOddAnswer';
import { sendErrorLog } from '../errors/sendErrorLog';
import { lenientList } from '../http/lenientList';
import { textToBase64 } from '../signing/base64';
import { DEFAULT_REGISTRY_BRANCH_SEGMENT, runtimeConfig, setRuntimeConfig } from './runtimeConfig';

/** Small platform rules: the branch word from /config, base64 for the plug-in, odd answers reported once. */
describe('runtime config (registry branch word)', () => {
  afterEach(() => setRuntimeConfig({}));

  it('defaults to "factoring"', () => {
    expect(DEFAULT_REGISTRY_BRANCH_SEGMENT).toBe('factoring');
    expect(runtimeConfig()).toEqual({ registryBranchSegment: 'factoring' });
  });

  it('takes a usable word, trimmed', () => {
    setRuntimeConfig({ registryBranchSegment: '  bank_1-a ' });
    expect(runtimeConfig().registryBranchSegment).toBe('bank_1-a');
  });

  it.each(['', '   ', 'a/b', 'банк', 'a b', '../x'])('keeps the default for an unusable word %p', (word) => {
    setRuntimeConfig({ registryBranchSegment: 'bank' });
    setRuntimeConfig({ registryBranchSegment: word });
    expect(runtimeConfig().registryBranchSegment).toBe('factoring');
  });
});

describe('textToBase64', () => {
  it('encodes UTF-8 text', () => {
    expect(textToBase64('')).toBe('');
    expect(textToBase64('abc')).toBe('YWJj');
    expect(textToBase64('Привет')).toBe(Buffer.from('Привет', 'utf8').toString('base64'));
  });
});

describe('odd answers (rule 9)', () => {
  const server = setupServer();
  let reports: Array<{ body: unknown; withRequestedWith: boolean }>;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    reports = [];
    resetOddAnswerReports();
    server.use(
      mock.post('http://localhost/api/log/error', async ({ request }) => {
        reports.push({ body: await request.json(), withRequestedWith: request.headers.has('X-Requested-With') });
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });
  afterEach(() => server.resetHandlers());

  it('posts log/error once per distinct problem, with the page address', async () => {
    reportOddAnswer('GET x', 'row 1 left out');
    reportOddAnswer('GET x', 'row 1 left out');
    reportOddAnswer('GET x', 'row 2 left out');
    // Sent in order: a repeated report would come between the two.
    await waitFor(() => expect(reports.map((report) => report.body)).toEqual([
      { message: 'Unexpected answer of GET x: row 1 left out', url: 'http://localhost/' },
      { message: 'Unexpected answer of GET x: row 2 left out', url: 'http://localhost/' },
    ]));
  });

  it('sends at most 50 reports in a page life', async () => {
    for (let index = 0; index < 60; index += 1) reportOddAnswer('GET x', `problem ${index}`);
    // A log sent after them, past the cap: once it is in, the reports before it are in too.
    void sendErrorLog({ message: 'sent after', url: 'http://localhost/' });
    await waitFor(() => expect(reports.at(-1)?.body).toEqual({ message: 'sent after', url: 'http://localhost/' }));
    expect(reports).toHaveLength(51);
  });

  it('never throws when the log call fails', async () => {
    let refused = 0;
    server.use(
      mock.post('http://localhost/api/log/error', () => {
        refused += 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    expect(() => reportOddAnswer('GET x', 'p')).not.toThrow();
    // The refused call ends within the test, so a failure it raised would surface here.
    await waitFor(() => expect(refused).toBe(1));
  });

  it('lenientList keeps good rows, shows odd ones as best it can and reports each', async () => {
    const schema = z.object({ id: z.number() });
    const parser = lenientList('GET certificate/all', schema, (raw) =>
      typeof (raw as { id?: unknown }).id === 'string' ? { id: Number((raw as { id: string }).id) } : null,
    );
    expect(parser.parse([{ id: 1 }, { id: '2' }, { name: 'x' }])).toEqual([{ id: 1 }, { id: 2 }]);
    await waitFor(() => expect(reports).toHaveLength(2));
    const messages = reports.map((report) => (report.body as { message: string }).message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^Unexpected answer of GET certificate\/all: row 1 shown as best it could be: /);
    expect(messages[1]).toMatch(/^Unexpected answer of GET certificate\/all: row 2 left out: /);
  });
});
