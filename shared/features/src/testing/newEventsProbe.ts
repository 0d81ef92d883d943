import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

const API = 'http://localhost/api';

/** One new event, as a server that has one would answer `GET {p}/events/new`. */
const NEW_EVENT = { eventGroupName: 'Просроченная задолженность', eventDescription: 'Есть поставки с истёкшей отсрочкой', items: [{ eventId: '1' }], schema: { headers: {}, tableItems: [] } };

/**
 * For a cabinet's composition test (call at the top of the file): a network edge where every `GET …/events/new`
 * answers one new event (so nothing but the cabinet's own choice keeps the dialog closed) and every other API call an
 * empty 404. `asked` holds the paths of the new-events calls made in the current test.
 */
export function probeNewEvents(): { asked: string[] } {
  const asked: string[] = [];
  const server = setupServer(
    mock.get(`${API}/*/events/new`, ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json({ items: [NEW_EVENT] });
    }),
    mock.post(`${API}/*/events/new/clear`, () => new HttpResponse(null, { status: 204 })),
    mock.all(`${API}/*`, () => HttpResponse.json({ message: 'нет в этом тесте' }, { status: 404 })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    asked.length = 0;
  });
  afterAll(() => server.close());
  return { asked };
}
