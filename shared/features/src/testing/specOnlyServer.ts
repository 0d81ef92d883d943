import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

const API = 'http://localhost/api';

/**
 * For a page test (call at the top of the file): a server that keeps only the spec. Each of `answers` ('POST
 * lka/registries' → JSON body) answers as given, POST log/error with 204; anything else is not in §7 and answers 404,
 * its 'METHOD /api/path' recorded in `asked` (emptied before each test). For a remote's own page, whose package has
 * no msw of its own.
 */
export function specOnlyServer(answers: Record<string, unknown>): { asked: string[] } {
  const asked: string[] = [];
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    asked.length = 0;
    server.use(
      mock.post(`${API}/log/error`, () => new HttpResponse(null, { status: 204 })),
      ...Object.entries(answers).map(([call, body]) => {
        const [method = 'GET', path = ''] = call.split(' ');
        return mock[method.toLowerCase() as 'get' | 'post'](`${API}/${path}`, () => HttpResponse.json(body as never));
      }),
      mock.all(`${API}/*`, ({ request }) => {
        asked.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      }),
    );
  });
  afterEach(() => server.resetHandlers());
  return { asked };
}
