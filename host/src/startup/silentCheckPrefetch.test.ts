import { prefetchSilentCheckPage } from './silentCheckPrefetch';

describe('loading the silent check page ahead', () => {
  it("loads the check's landing page in a hidden frame that no one can reach, and removes it once loaded", () => {
    prefetchSilentCheckPage(document, 'http://portal.test');
    const frame = document.querySelector('iframe');
    expect(frame?.src).toBe('http://portal.test/silent-check-sso.html');
    expect(frame?.hidden).toBe(true);
    expect(frame?.tabIndex).toBe(-1);
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    frame?.dispatchEvent(new Event('load'));
    expect(document.querySelector('iframe')).toBeNull();
  });
});
