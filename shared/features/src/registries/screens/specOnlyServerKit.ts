import { http as mock, HttpResponse, type JsonBodyType } from 'msw';
import type { SetupServer } from 'msw/node';
import { API } from './registryTestKit';

/**
 * A back end that keeps spec §3/§7 alone: permissions ['change'] only, ids as strings, no alllimit, no status in
 * the detail (the registry stage, whose shape §7 does not show, carries it), no `invalid`/`validated` extras, the
 * work calendar as DD.MM.YYYY days (§9's format).
 */
export interface SpecOnlyRegistry {
  /** Each stage's answer, as sent; a test moves fields between them. */
  detail: Record<string, unknown>;
  header: Record<string, unknown>;
  supplies: Record<string, unknown>;
  files: Record<string, unknown>;
  validateStatus: unknown;
  errors: unknown[];
  calendar: unknown;
}

export const SPEC_ID = 'a1b2';

export function specOnlyRegistry(): SpecOnlyRegistry {
  return {
    detail: { registry: { id: SPEC_ID, duplicates: 0, duplicate: false, invalided: false }, futureFundingDate: null, permissions: ['change'], total: 3 },
    header: { number: 'Р-17', status: { code: 'DRAFT', name: 'Черновик' } },
    supplies: {
      supplies: [
        { id: 's1', supplyAmount: 100, prime: true, verificationDebtor: true, updDocument: { document: { name: 'УПД 1' } } },
        { id: 's2', supplyAmount: 200, verificationDebtor: true, updDocument: { document: { name: 'УПД 2' } } },
        { id: '17', supplyAmount: 300, active: true, financing: true, verificationDebtor: true, updDocument: { document: { name: 'УПД 3' } } },
      ],
      total: 3,
    },
    files: { documentsForSigning: [], signedDocs: [], origDocuments: [], documents: [] },
    validateStatus: { validated: true },
    errors: [],
    calendar: ['12.05.2025', '13.05.2025', '14.05.2025', '15.05.2025'],
  };
}

/** The four stages and the checks of `registry` under /registries (LKK), recording request bodies in `bodies`. */
export function specOnlyHandlers(server: SetupServer, registry: () => SpecOnlyRegistry, bodies: Array<[string, unknown]>) {
  server.use(
    mock.get(`${API}/registries/${SPEC_ID}/detail/lkk`, () => HttpResponse.json(registry().detail)),
    mock.get(`${API}/registries/${SPEC_ID}/registry/lkk`, () => HttpResponse.json(registry().header)),
    mock.get(`${API}/registries/${SPEC_ID}/supplies`, () => HttpResponse.json(registry().supplies)),
    mock.get(`${API}/registries/${SPEC_ID}/files`, () => HttpResponse.json(registry().files)),
    mock.get(`${API}/errorValidation/get/${SPEC_ID}`, () => HttpResponse.json(registry().errors as JsonBodyType)),
    mock.get(`${API}/errorValidation/registries/${SPEC_ID}/validateStatus`, () => HttpResponse.json(registry().validateStatus as JsonBodyType)),
    mock.get(`${API}/workCalendar`, () => HttpResponse.json(registry().calendar as JsonBodyType)),
    mock.post(`${API}/registries/${SPEC_ID}/generate`, async ({ request }) => {
      bodies.push([`generate${new URL(request.url).search}`, await request.json()]);
      return new HttpResponse(new Blob(['xlsx']));
    }),
    mock.post(`${API}/registries/${SPEC_ID}/action`, async ({ request }) => {
      bodies.push(['action', await request.json()]);
      return new HttpResponse(null, { status: 200 });
    }),
    mock.post(`${API}/sign/check`, async ({ request }) => {
      bodies.push(['sign/check', await request.json()]);
      return HttpResponse.json({ result: true });
    }),
    mock.get(`${API}/binary/:id`, ({ params }) => new HttpResponse(`bytes-${String(params.id)}`)),
    // The lists a detail opened by its address looks its row up in: this registry is not listed unless a test says so.
    mock.post(`${API}/registries`, () => HttpResponse.json({ total: 0, items: [] })),
    mock.post(`${API}/lkd/registries`, () => HttpResponse.json({ total: 0, items: [] })),
    mock.post(`${API}/registries/${SPEC_ID}/sign`, async ({ request }) => {
      bodies.push(['sign', await request.json()]);
      return new HttpResponse(null, { status: 200 });
    }),
  );
}
