/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pageLayout } from './pageLayout';

describe('the identity provider pages', () => {
  it('name the portal icon, so the browser does not ask /favicon.ico (404) at every sign-in', () => {
    const html = pageLayout('Вход в личный кабинет', '<h1>Вход</h1>');
    const href = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)">/.exec(html)?.[1];
    expect(href).toBe('/favicon.svg');
    // Served from the host's dist, which copies host/public.
    expect(existsSync(join(__dirname, '../../../host/public/favicon.svg'))).toBe(true);
  });
});
