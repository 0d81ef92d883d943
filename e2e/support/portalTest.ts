/**
 * The browser suite's `test` and `expect`. Every spec imports them from here, not from '@playwright/test',
 * so checks that hold for every page (CSP violations, console errors) live in one place as auto fixtures.
 */
import { expect, test as base } from '@playwright/test';

export const test = base;
export { expect };
export type { Browser, BrowserContext, Download, Locator, Page, Request, Response, Route } from '@playwright/test';
