import { http as mock, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { Route, Routes } from '@portal/ui/router';
import { renderInCabinet } from '@portal/ui/testing';
import type { RegistryCabinet } from '../registryCabinet';
import { registryPages } from '../registryPages';
import type { RegistrySections } from '../registrySections';

export const API = 'http://localhost/api';

/** Renders the area's pages of `cabinet` at `path`, as the cabinet mounts them. */
export function renderRegistries(cabinet: RegistryCabinet, path: string, sections: RegistrySections = {}) {
  const pages = registryPages(cabinet, sections);
  return renderInCabinet(
    <Routes>
      {pages.map((page) => (
        <Route key={page.path} path={page.path} element={page.element} />
      ))}
    </Routes>,
    { path, cabinet: cabinet.cabinetPath.slice(1) },
  );
}

/**
 * Catches the files the page saves (saveFile clicks a download link, which jsdom would follow as a navigation it
 * cannot do): the names, in order. Undone by jest.restoreAllMocks().
 */
export function catchSavedFiles(): string[] {
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

/** log/error reports and GET env with every registry tab on, as the sandbox answers by default. */
export function baseHandlers(server: SetupServer, logged: string[], env: Record<string, unknown> = { IS_CHECH_SUPPLY: true, IS_CHECH_AGENT: true, IS_CHECH_FINANCING: true }) {
  server.use(
    mock.post(`${API}/log/error`, async ({ request }) => {
      logged.push(((await request.json()) as { message: string }).message);
      return new HttpResponse(null, { status: 204 });
    }),
    mock.get(`${API}/env`, () => HttpResponse.json(env)),
  );
}

/**
 * Fixes the page's clock (Date only: timers, promises and MSW keep running), so rules that depend on today — the
 * earliest funding date — do not depend on the day the tests run. Undo with jest.useRealTimers().
 */
export function fixToday(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'],
  });
}
