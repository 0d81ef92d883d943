/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sessionStore, setErrorLogContext } from '@portal/platform';
import { judgePageCode } from './judgePageCode';
import { resetRemoteRegistry } from './remoteRegistry';
import { describeRunningVersions, resetRunningVersions, setRunningCabinet } from './runningVersions';

const RUNNING = 'http://localhost:3001/v1/mf-manifest.json';
const NEWER = 'http://localhost:3001/v2/mf-manifest.json';
const CHUNK = 'http://localhost:3001/v1/412.abc.js';
const server = setupServer();
let reports: string[];

/** A page chunk as webpack fails it: the script it asked for is named in `request`. */
const chunkLoadError = () => Object.assign(new Error(`Loading chunk 412 failed.\n(error: ${CHUNK})`), { name: 'ChunkLoadError', request: CHUNK });
const manifestOf = (version: string) => ({ name: 'lkk', metaData: { globalName: 'lkk', buildInfo: { buildVersion: version } } });

function serve({ chunk, manifest, remotes }: { chunk: () => Response; manifest: () => Response; remotes: () => Response }) {
  server.use(mock.get(CHUNK, chunk), mock.get(RUNNING, manifest), mock.get('http://localhost/remotes.json', remotes));
}

const there = { chunk: () => new HttpResponse('/* chunk */'), manifest: () => HttpResponse.json(manifestOf('1.0.0')), remotes: () => HttpResponse.json({ LKK: RUNNING }) };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetRemoteRegistry();
  resetRunningVersions();
  sessionStore.setState({ subject: '' });
  setRunningCabinet({ scope: 'LKK', url: RUNNING, version: '1.0.0' });
  setErrorLogContext(describeRunningVersions);
  reports = [];
  server.use(
    mock.post('http://localhost/api/log/error', async ({ request }) => {
      reports.push(((await request.json()) as { message: string }).message);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  setErrorLogContext(() => '');
});

const reportFields = () => reports.map((message) => JSON.parse(message.slice('Cabinet page code failed to load: '.length).split('\n')[0]!) as Record<string, unknown>);

describe("judging a cabinet page's code that did not load", () => {
  it.each([
    ['the chunk is gone (404)', { ...there, chunk: () => new HttpResponse('Not found', { status: 404 }) }],
    ["the version's manifest is gone (410)", { ...there, chunk: () => HttpResponse.error(), manifest: () => new HttpResponse(null, { status: 410 }) }],
    ['its manifest now describes another build (replaced in place)', { ...there, chunk: () => HttpResponse.error(), manifest: () => HttpResponse.json(manifestOf('1.1.0')) }],
    ['/remotes.json now sends the user to another version', { ...there, chunk: () => HttpResponse.error(), manifest: () => HttpResponse.error(), remotes: () => HttpResponse.json({ LKK: NEWER }) }],
    ['/remotes.json no longer names the cabinet', { ...there, chunk: () => HttpResponse.error(), remotes: () => HttpResponse.json({ LKD: NEWER }) }],
  ])('says the version is gone when %s', async (_what, answers) => {
    serve(answers);
    await expect(judgePageCode(chunkLoadError())).resolves.toBe('version-gone');
  });

  it.each([
    ['nothing answers', { chunk: () => HttpResponse.error(), manifest: () => HttpResponse.error(), remotes: () => HttpResponse.error() }],
    ['the files are there again (a lost packet)', there],
    ["the remote's server fails but /remotes.json still names the running version", { chunk: () => new HttpResponse(null, { status: 502 }), manifest: () => new HttpResponse(null, { status: 502 }), remotes: there.remotes }],
  ])('says unreachable (a retry may work) when %s', async (_what, answers) => {
    serve(answers);
    await expect(judgePageCode(chunkLoadError())).resolves.toBe('unreachable');
  });

  it('reads the manifest and /remotes.json afresh, not from the cache', async () => {
    const modes: string[] = [];
    server.events.on('request:start', ({ request }) => modes.push(`${new URL(request.url).pathname} ${request.cache}`));
    serve(there);
    await judgePageCode(chunkLoadError());
    server.events.removeAllListeners();
    expect(modes).toEqual(expect.arrayContaining(['/v1/412.abc.js no-store', '/v1/mf-manifest.json no-store', '/remotes.json no-store']));
  });

  it('reports each failure with the scope, the running version and URL, the chunk and the verdict, and the versions line', async () => {
    serve({ ...there, chunk: () => new HttpResponse('Not found', { status: 404 }) });
    await judgePageCode(chunkLoadError());
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reportFields()).toEqual([{ scope: 'LKK', runningUrl: RUNNING, runningVersion: '1.0.0', chunk: CHUNK, verdict: 'version-gone', reason: expect.stringMatching(/^ChunkLoadError: Loading chunk 412 failed\./) }]);
    expect(reports[0]!.split('\n').at(-1)).toBe(`Versions: host test; LKK 1.0.0 (${RUNNING})`);
  });

  it('judges nothing outside a running cabinet', async () => {
    resetRunningVersions();
    await expect(judgePageCode(chunkLoadError())).resolves.toBe('unreachable');
    expect(reports).toEqual([]);
  });
});
