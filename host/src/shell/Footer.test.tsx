/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { cleanup, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setVocabulary, startSession, stopSession } from '@portal/platform';
import { FakeIdentityClient } from '@portal/platform/src/testing/fakeIdentityClient';
import { renderShellPart } from '../testing/renderShellPart';
import { shellHandlers } from '../testing/shellHandlers';
import { Footer } from './Footer';

const server = setupServer();

async function renderFooter(env: Record<string, string>, systemPage: Record<string, unknown> = { permissions: [] }) {
  server.use(
    mock.get('http://localhost/api/env', () => HttpResponse.json(env)),
    mock.get('http://localhost/api/system/page', () => HttpResponse.json(systemPage)),
  );
  await startSession({ url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' }, { createClient: () => new FakeIdentityClient() });
  renderShellPart(<Footer />);
}

describe('Footer', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => server.use(...shellHandlers()));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    stopSession();
    setVocabulary({});
  });

  it('shows the support phone and e-mail of the vocabulary as links', async () => {
    await renderFooter({ BRANCH: 'factoring' });
    const phone = await screen.findByRole('link', { name: '+7 (495) 000-00-00' });
    expect(phone).toHaveAttribute('href', 'tel:+74950000000');
    expect(screen.getByRole('link', { name: 'support@factoring.example.ru' })).toHaveAttribute('href', 'mailto:support@factoring.example.ru');
  });

  it("names the factoring company when the branch is not the bank's", async () => {
    await renderFooter({ BRANCH: 'factoring' });
    expect(await screen.findByTestId('footer-copyright')).toHaveTextContent('© ООО «Факторинговая компания»');
  });

  it('names the bank when the branch is the bank, with no other key needed from the server', async () => {
    await renderFooter({ BRANCH: 'BANK' });
    expect(await screen.findByTestId('footer-copyright')).toHaveTextContent('© АО «Банк»');
  });

  it("reads the branch from GET /system/page's env first", async () => {
    await renderFooter({ BRANCH: 'factoring' }, { permissions: [], env: { BRANCH: 'bank' } });
    expect(await screen.findByTestId('footer-copyright')).toHaveTextContent('© АО «Банк»');
  });
});
