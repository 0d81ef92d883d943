/**
 * The browser suite's `test` and `expect`. Every spec imports them from here, not from '@playwright/test', so
 * checks that hold for every page live in one place: any Content-Security-Policy violation in any page or frame
 * of a test's browser context fails the test, listing what was blocked.
 */
import { expect, test as base } from '@playwright/test';
import { keepSessionAsLeft } from './signedIn';

declare global {
  interface Window {
    __portalReportCspViolation?: (text: string) => void;
  }
}

export interface CspOptions {
  /** Only for the test that proves the collector works: violations are collected but do not fail the test. */
  allowCspViolations: boolean;
  /** What the policy blocked so far in this test's context. */
  cspViolations: string[];
}

/** Each test's context and what the policy blocked in it. */
const violationsOf = new WeakMap<object, string[]>();

export const test = base.extend<CspOptions>({
  allowCspViolations: [false, { option: true }],
  cspViolations: async ({ context }, provide) => {
    await provide(violationsOf.get(context) ?? []);
  },
  context: async ({ context, allowCspViolations }, provide) => {
    const cspViolations: string[] = [];
    violationsOf.set(context, cspViolations);
    await context.exposeBinding('__portalReportCspViolation', (_source, text: string) => {
      cspViolations.push(text);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__portalReportCspViolation?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.documentURI} (${event.sourceFile || '?'}:${event.lineNumber})`,
        );
      });
    });
    // A second net: chromium also logs each refusal, even where the page's own listener could not run.
    context.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) cspViolations.push(`console: ${message.text()}`);
    });
    await provide(context);
    // The next test of the same user resumes from the session as this one left it (support/signedIn.ts).
    await keepSessionAsLeft(context);
    if (!allowCspViolations) expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
export type { Browser, BrowserContext, Download, Locator, Page, Request, Response, Route } from '@playwright/test';
