import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __pageAreaWatch?: { frames: number; empty: string[] };
  }
}

const ARMED_KEY = 'e2e:watch-page-area';

/**
 * Watches the page area of every portal page this tab opens once armed (the armed flag lives in the tab's session
 * storage, so it reaches the document the sign-in form sends the browser back to): on every frame the browser draws
 * (requestAnimationFrame), the page area must show either a loading status with an accessible name (the start page's
 * own status line, a stage's progress, a page's skeleton) or a page with its heading. The page area is the cabinet's
 * content beside its menu, else the shell's content area between header and footer, else, before the app has drawn,
 * the whole page. Each frame that shows neither is written down with its address and what the area held.
 */
export async function watchPageArea(page: Page): Promise<{ arm: () => Promise<void>; read: () => Promise<{ frames: number; empty: string[] }> }> {
  await page.addInitScript((armedKey) => {
    if (window.top !== window || window.sessionStorage.getItem(armedKey) !== '1') return;
    const watch = { frames: 0, empty: [] as string[] };
    window.__pageAreaWatch = watch;
    const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const named = (element: Element) => (element.getAttribute('aria-label') ?? '').trim() !== '' || (element.textContent ?? '').trim() !== '';
    const check = () => {
      const root = document.getElementById('root');
      // Only the portal's own pages: the identity provider's form stays on screen until its answer arrives.
      if (root) {
        watch.frames += 1;
        const area = document.querySelector('[data-testid="cabinet-content"]') ?? document.querySelector('[data-testid="content-area"]') ?? root;
        const status = [...area.querySelectorAll('[role="status"], [role="progressbar"]')].some((element) => visible(element) && named(element));
        const heading = [...area.querySelectorAll('h1, [role="heading"][aria-level="1"]')].some((element) => visible(element) && named(element));
        if (!status && !heading) {
          const held = (area as HTMLElement).innerText.trim().replace(/\s+/g, ' ').slice(0, 80);
          watch.empty.push(`${Math.round(performance.now())} ms ${location.pathname}: ${area.getAttribute('data-testid') ?? area.id} held «${held}»`);
        }
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, ARMED_KEY);
  return {
    arm: () => page.evaluate((armedKey) => window.sessionStorage.setItem(armedKey, '1'), ARMED_KEY),
    read: () => page.evaluate(() => window.__pageAreaWatch ?? { frames: 0, empty: [] }),
  };
}
