/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider, Dialog } from '@portal/ui/chakra';
import { portalSystem } from '@portal/ui';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setVocabulary, startSession, stopSession } from '@portal/platform';
import { FakeIdentityClient } from '@portal/platform/src/testing/fakeIdentityClient';
import { renderShellPart } from '../testing/renderShellPart';
import { shellHandlers, TEST_COLORS, TEST_VOCABULARY } from '../testing/shellHandlers';
import { SYSTEM_INFO_KEY } from './systemInfo';
import { reloadThemeChoice, THEME_CHOICE_KEY } from './themeChoice';
import { DIALOG_WHITE_TEXT_CLASS, NO_ANIMATION_CLASS } from './themeSwitches';

const server = setupServer();
const API = 'http://localhost/api';

async function start(outcome: 'authenticated' | 'anonymous' = 'authenticated') {
  const fake = new FakeIdentityClient();
  fake.initOutcome = outcome;
  await startSession({ url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' }, { createClient: () => fake });
  return renderShellPart(<p>page</p>);
}

const root = () => document.documentElement;

/** Every CSS rule emotion has injected into the page. */
function injectedCss(): string {
  return [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
}

describe('theme and page title', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    window.localStorage.clear();
    reloadThemeChoice();
    document.title = '';
    server.use(...shellHandlers());
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    stopSession();
    setVocabulary({});
    root().classList.remove('dark', 'light', NO_ANIMATION_CLASS, DIALOG_WHITE_TEXT_CLASS);
  });

  it("starts dark when the design schema says 'dark' and the user has not chosen", async () => {
    server.use(mock.get(`${API}/designschema`, () => HttpResponse.text('dark')));
    await start();
    await waitFor(() => expect(root()).toHaveClass('dark'));
    expect(root().style.colorScheme).toBe('dark');
  });

  it("keeps the user's light choice over a dark design schema", async () => {
    window.localStorage.setItem(THEME_CHOICE_KEY, 'light');
    reloadThemeChoice();
    server.use(mock.get(`${API}/designschema`, () => HttpResponse.text('dark')));
    const { queryClient } = await start();
    // Light is also what the page shows before the schema arrives: assert once the schema has been read.
    await waitFor(() => expect(queryClient.getQueryState(['designschema'])?.data).toBe('dark'));
    await waitFor(() => expect(root()).toHaveClass('light'));
    expect(root()).not.toHaveClass('dark');
  });

  it("applies the server's light and dark palettes as colour variables", async () => {
    await start();
    await waitFor(() => expect(injectedCss()).toMatch(/--chakra-colors-palette-container_body:\s*#F5F7FA/i));
    expect(injectedCss()).toMatch(/--chakra-colors-palette-container_body:\s*#121212/i);
  });

  it('titles the page from the vocabulary and caches info/systeminfologin in local storage', async () => {
    await start();
    await waitFor(() => expect(document.title).toBe(TEST_VOCABULARY.clientCabinetTitle));
    await waitFor(() => expect(window.localStorage.getItem(SYSTEM_INFO_KEY)).not.toBeNull());
    expect(JSON.parse(window.localStorage.getItem(SYSTEM_INFO_KEY) ?? '{}')).toEqual({ i18n: TEST_VOCABULARY, version: '1.0.0-test' });
  });

  it("uses the cached vocabulary's title before sign-in, and 'Кабинет клиента' without one", async () => {
    const first = await start('anonymous');
    await waitFor(() => expect(document.title).toBe('Кабинет клиента'));
    first.unmount();
    stopSession();
    window.localStorage.setItem(SYSTEM_INFO_KEY, JSON.stringify({ i18n: { clientCabinetTitle: 'Личный кабинет' }, version: '1' }));
    await start('anonymous');
    await waitFor(() => expect(document.title).toBe('Личный кабинет'));
  });

  it('takes env, palettes and design schema from GET /system/page when it sends them, without their own calls', async () => {
    const own: string[] = [];
    server.use(
      mock.get(`${API}/system/page`, () => HttpResponse.json({ permissions: { any: 'shape' }, env: { BRANCH: 'factoring' }, systemColors: { light: { container_body: '#ABCDEF' }, dark: {} }, designSchema: 'dark' })),
      mock.get(`${API}/designschema`, () => {
        own.push('designschema');
        return HttpResponse.text('light');
      }),
      mock.get(`${API}/system/color`, () => {
        own.push('system/color');
        return HttpResponse.json(TEST_COLORS);
      }),
    );
    await start();
    await waitFor(() => expect(root()).toHaveClass('dark'));
    await waitFor(() => expect(injectedCss()).toMatch(/--chakra-colors-palette-container_body:\s*#ABCDEF/i));
    expect(own).toEqual([]);
  });

  it('applies the animation and dialog white-text switches of the server theme', async () => {
    server.use(mock.get(`${API}/system/color`, () => HttpResponse.json({ ...TEST_COLORS, animation: 'false', dialogWhiteText: true })));
    await start();
    await waitFor(() => expect(root()).toHaveClass(NO_ANIMATION_CLASS));
    expect(root()).toHaveClass(DIALOG_WHITE_TEXT_CLASS);
    render(
      <ChakraProvider value={portalSystem}>
        <Dialog.Root open>
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Настройки</Dialog.Title>
              </Dialog.Header>
            </Dialog.Content>
          </Dialog.Positioner>
        </Dialog.Root>
      </ChakraProvider>,
    );
    expect(window.getComputedStyle(screen.getByText('Настройки')).color).toBe('rgb(255, 255, 255)');
  });

  it('keeps animations and plain dialogs when the server sends no switches', async () => {
    await start();
    await waitFor(() => expect(injectedCss()).toMatch(/--chakra-colors-palette-container_body/));
    expect(root()).not.toHaveClass(NO_ANIMATION_CLASS);
    expect(root()).not.toHaveClass(DIALOG_WHITE_TEXT_CLASS);
  });

  it('makes no theme calls before sign-in', async () => {
    let calls = 0;
    server.events.on('request:start', () => {
      calls += 1;
    });
    const { queryClient } = await start('anonymous');
    // The shell's server reads are in place and none is fetching or has fetched: they wait for the sign-in. A read
    // that ran without it would be fetching by now (it starts as the page mounts), so no pause is needed.
    const queries = queryClient.getQueryCache().getAll();
    expect(queries.map((query) => query.queryKey[0])).toEqual(expect.arrayContaining(['designschema', 'i18n']));
    expect(queries.filter((query) => query.state.fetchStatus !== 'idle' || query.state.dataUpdatedAt > 0).map((query) => query.queryKey)).toEqual([]);
    expect(calls).toBe(0);
    server.events.removeAllListeners();
  });
});
