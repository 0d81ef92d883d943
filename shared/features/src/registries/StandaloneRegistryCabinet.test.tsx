/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderInCabinet } from '@portal/ui/testing';
import { LKK_REGISTRIES, standaloneDetailPath } from './registryCabinet';
import { WithStandaloneRegistryDetail } from './StandaloneRegistryCabinet';
import { API, baseHandlers } from './screens/registryTestKit';

const server = setupServer();
let logged: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  logged = [];
  baseHandlers(server, logged);
  server.use(
    mock.get(`${API}/registries/5/detail/lkk`, () => HttpResponse.json({ registry: { id: 5, number: 'Р-5/25', status: { code: 'DRAFT', name: 'Черновик' } }, permissions: ['change'] })),
    mock.get(`${API}/registries/5/registry/lkk`, () => HttpResponse.json({ number: 'Р-5/25', status: { code: 'DRAFT', name: 'Черновик' } })),
    mock.get(`${API}/registries/5/supplies`, () => HttpResponse.json({ supplies: [], total: 0 })),
    mock.get(`${API}/registries/5/files`, () => HttpResponse.json({})),
    mock.get(`${API}/errorValidation/get/5`, () => HttpResponse.json([])),
    mock.get(`${API}/errorValidation/registries/5/validateStatus`, () => HttpResponse.json({})),
    mock.get(`${API}/workCalendar`, () => HttpResponse.json([])),
  );
});
afterEach(() => server.resetHandlers());

function renderCabinetAt(path: string) {
  return renderInCabinet(
    <WithStandaloneRegistryDetail cabinet={LKK_REGISTRIES}>
      <p>Главная кабинета</p>
    </WithStandaloneRegistryDetail>,
    { path, cabinet: 'lkk' },
  );
}

describe('the standalone registry detail (spec §2)', () => {
  it.each([
    ["spec §2's own form, the branch word straight after «registries»", '/lkk/registriesfactoring/5/detail'],
    ['the form with a slash that earlier links used', '/lkk/registries/factoring/5/detail'],
  ])('%s opens the registry on its own, not the cabinet', async (_form, path) => {
    renderCabinetAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Заявка Р-5/25' })).toBeInTheDocument();
    expect(screen.queryByText('Главная кабинета')).toBeNull();
  });

  it("links in spec §2's form", () => {
    expect(standaloneDetailPath(LKK_REGISTRIES, 'factoring', 5)).toBe('/lkk/registriesfactoring/5/detail');
  });

  it('leaves every other path to the cabinet', () => {
    renderCabinetAt('/lkk/registriesother/5/detail');
    expect(screen.getByText('Главная кабинета')).toBeInTheDocument();
  });
});
