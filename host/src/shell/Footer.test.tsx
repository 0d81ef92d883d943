/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fakeViewport } from '@portal/ui/testing';
import { setVocabulary, startSession, stopSession } from '@portal/platform';
import { FakeIdentityClient } from '@portal/platform/src/testing/fakeIdentityClient';
import { renderShellPart } from '../testing/renderShellPart';
import { shellHandlers } from '../testing/shellHandlers';
import { Footer } from './Footer';

const server = setupServer();

/** The CSS text of every injected rule that names one of the element's classes. */
function rulesOf(element: Element): string {
  const classes = [...element.classList].map((name) => `.${name}`);
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .flatMap((rule) => ('cssRules' in rule ? [...(rule as CSSGroupingRule).cssRules] : [rule]))
    .map((rule) => rule.cssText)
    .filter((text) => classes.some((name) => text.includes(name)))
    .join('\n');
}

async function renderFooter(env: Record<string, string>, systemPage: Record<string, unknown> = { permissions: [] }) {
  server.use(
    mock.get('http://localhost/api/env', () => HttpResponse.json(env)),
    mock.get('http://localhost/api/system/page', () => HttpResponse.json(systemPage)),
  );
  await startSession({ url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' }, { createClient: () => new FakeIdentityClient() });
  return renderShellPart(<Footer />).queryClient;
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

  it.each([
    ['none of the keys', {}, [], false],
    ['only the phone', { supportPhone: '+7 (495) 000-00-00' }, ['+7 (495) 000-00-00'], true],
    ['only the e-mail', { supportEmail: 'support@factoring.example.ru' }, ['support@factoring.example.ru'], true],
  ])('shows only what a dictionary with %s gives: no missing support link, no label without both, no copyright', async (_what, vocabulary, links, labelled) => {
    // Spec §1 takes the phone, the e-mail and the copyright "from a dictionary" without naming its keys.
    server.use(mock.get('http://localhost/api/i18n', () => HttpResponse.json({ clientCabinetTitle: 'Кабинет клиента', ...vocabulary })));
    const queryClient = await renderFooter({ BRANCH: 'factoring' });
    // Both read: the dictionary, and the branch that picks the copyright's key.
    await waitFor(() => expect([queryClient.getQueryState(['i18n'])?.status, queryClient.getQueryState(['env'])?.status]).toEqual(['success', 'success']));
    expect(screen.queryAllByRole('link').map((link) => link.textContent)).toEqual(links);
    expect(screen.queryByText('Служба поддержки:') !== null).toBe(labelled);
    expect(screen.queryByTestId('footer-copyright')).toBeNull();
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

  it('on a phone keeps the support label for screen readers only, so phone and e-mail share one line', async () => {
    const viewport = fakeViewport(390);
    try {
      await renderFooter({ BRANCH: 'factoring' });
      await screen.findByRole('link', { name: '+7 (495) 000-00-00' });
      const label = screen.getByText('Служба поддержки:');
      // Chakra's visually hidden text: an absolutely placed, clipped 1-px box (read from the injected rules: jsdom
      // does not compute Chakra's layered styles).
      expect(rulesOf(label)).toMatch(/position:\s*absolute/);
      expect(rulesOf(label)).toMatch(/width:\s*1px/);
    } finally {
      viewport.restore();
    }
  });

  it('shows the support label above the phone breakpoint', async () => {
    const viewport = fakeViewport(1366);
    try {
      await renderFooter({ BRANCH: 'factoring' });
      await screen.findByRole('link', { name: '+7 (495) 000-00-00' });
      expect(rulesOf(screen.getByText('Служба поддержки:'))).not.toMatch(/position:\s*absolute/);
    } finally {
      viewport.restore();
    }
  });
});
