/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { startSession, stopSession } from '@portal/platform';
import { FakeIdentityClient } from '@portal/platform/src/testing/fakeIdentityClient';
import { renderShellPart } from '../../testing/renderShellPart';
import { shellHandlers } from '../../testing/shellHandlers';
import { HeaderLogo } from './HeaderLogo';
import { logoContent } from './logoContent';

const server = setupServer();
const LOGO_URL = 'http://localhost/api/image/LKK_LOGO_IMAGE';

const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" onload="window.__pwned = 1">
  <script>window.__pwned = 2</script>
  <rect width="32" height="32" fill="#1976D2"/>
  <a href="javascript:window.__pwned = 3"><text x="42" y="27">Факторинг</text></a>
  <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
</svg>`;

async function renderLogo(answer: string) {
  server.use(mock.get(LOGO_URL, () => HttpResponse.text(answer)));
  await startSession({ url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' }, { createClient: () => new FakeIdentityClient() });
  renderShellPart(<HeaderLogo home="/lkk/main" />);
  return screen.getByTestId('header-logo');
}

describe('HeaderLogo', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  // The shell's own calls (permissions, theme) answered as the sandbox would; each test answers the logo itself.
  beforeEach(() => server.use(...shellHandlers()));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    stopSession();
    delete (window as { __pwned?: number }).__pwned;
  });

  it("sizes the logo by the theme's logo width and height (spec §3), numbers as strings too", async () => {
    server.use(
      mock.get('http://localhost/api/system/page', () => HttpResponse.json({ permissions: [] })),
      mock.post('http://localhost/api/session/basic/login', () => new HttpResponse(null, { status: 200 })),
      mock.get('http://localhost/api/system/color', () => HttpResponse.json({ light: {}, dark: {}, logoWidth: '120', logoHeight: 56 })),
    );
    const link = await renderLogo('https://cdn.example/logo.png');
    await waitFor(() => expect(window.getComputedStyle(link).height).toBe('56px'));
    const image = link.querySelector('img');
    expect(image).not.toBeNull();
    await waitFor(() => expect(window.getComputedStyle(image as HTMLImageElement).width).toBe('120px'));
  });

  it('sizes the logo 40 px high, its width to fit within 200 px, when the theme sends no logo width or height', async () => {
    // Spec §3 "Theme" names a logo width and height without field names: a spec-keeping server sends the palettes only.
    server.use(
      mock.get('http://localhost/api/system/page', () => HttpResponse.json({ permissions: [] })),
      mock.post('http://localhost/api/session/basic/login', () => new HttpResponse(null, { status: 200 })),
      mock.get('http://localhost/api/system/color', () => HttpResponse.json({ light: { primary: '#1976D2' }, dark: { primary: '#1976D2' } })),
    );
    const link = await renderLogo('https://cdn.example/logo.png');
    await waitFor(() => expect(link.querySelector('img')).not.toBeNull());
    const image = link.querySelector('img') as HTMLImageElement;
    expect(window.getComputedStyle(link).height).toBe('40px');
    expect(window.getComputedStyle(image)).toMatchObject({ height: '40px', width: 'auto', maxWidth: '200px' });
  });

  it('renders svg text as inline svg inside the link home', async () => {
    const link = await renderLogo('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#1976D2"/></svg>');
    await waitFor(() => expect(link.querySelector('svg rect')).not.toBeNull());
    expect(link).toHaveAttribute('href', '/lkk/main');
    expect(link.querySelector('img')).toBeNull();
  });

  it('names the link with the words the logo shows, then where it goes (WCAG 2.5.3 Label in Name)', async () => {
    const link = await renderLogo('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><text x="0" y="27">Факторинг</text><text x="0" y="38"> Онлайн </text></svg>');
    await waitFor(() => expect(link.querySelector('svg text')).not.toBeNull());
    expect(link).toHaveAccessibleName('Факторинг Онлайн — на главную');
  });

  it('names a logo without words «На главную»', async () => {
    const link = await renderLogo('https://cdn.example/logo.png');
    await waitFor(() => expect(link.querySelector('img')).not.toBeNull());
    expect(link).toHaveAccessibleName('На главную');
  });

  it('drops scripts, event handlers, javascript: links and foreign content from the svg', async () => {
    const link = await renderLogo(HOSTILE_SVG);
    await waitFor(() => expect(link.querySelector('svg rect')).not.toBeNull());
    const svg = link.querySelector('svg');
    expect(svg?.querySelector('script')).toBeNull();
    expect(svg?.getAttribute('onload')).toBeNull();
    expect(svg?.innerHTML).not.toMatch(/javascript:|<iframe|foreignObject|__pwned/i);
    expect(svg).toHaveTextContent('Факторинг');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps CSS of the svg from reaching the page: no <style> element, no style attribute; fills stay', async () => {
    const link = await renderLogo(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" style="position:fixed;inset:0;width:100vw;height:100vh">
  <style>body { display: none } text::after { content: "Позвоните по номеру" }</style>
  <rect width="32" height="32" fill="#1976D2" style="fill:red"/><text x="42" y="27">Факторинг</text>
</svg>`);
    await waitFor(() => expect(link.querySelector('svg rect')).not.toBeNull());
    expect(link.querySelectorAll('style, [style]')).toHaveLength(0);
    expect(link.querySelector('svg rect')).toHaveAttribute('fill', '#1976D2');
    expect(link.querySelector('svg')).toHaveTextContent('Факторинг');
    expect(window.getComputedStyle(document.body).display).not.toBe('none');
  });

  it('renders any other text as an image source', async () => {
    const link = await renderLogo('/images/logo.png');
    await waitFor(() => expect(link.querySelector('img')).toHaveAttribute('src', '/images/logo.png'));
    expect(link.querySelector('svg')).toBeNull();
  });
});

describe('logoContent', () => {
  it.each([
    ['<svg viewBox="0 0 1 1"></svg>', 'svg'],
    ['  <SVG viewBox="0 0 1 1"></SVG>', 'svg'],
    ['data:image/png;base64,iVBORw0KGgo=', 'image'],
    ['https://cdn.example.ru/logo.png', 'image'],
    ['iVBORw0KGgoAAAANSUhEUg==', 'image'],
  ])('%s → %s', (text, kind) => {
    expect(logoContent(text)?.kind).toBe(kind);
  });

  it('takes bare base64 as a PNG data URL', () => {
    expect(logoContent('iVBORw0KGgo=')).toEqual({ kind: 'image', src: 'data:image/png;base64,iVBORw0KGgo=' });
  });

  it.each(['', '<div>not svg</div>', 'javascript:alert(1)'])('ignores %p', (text) => {
    expect(logoContent(text)).toBeUndefined();
  });
});
