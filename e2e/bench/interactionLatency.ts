import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Interaction to next paint in the bench: the `web-vitals` library's onINP (reportAllChanges) for the
 * whole visit, and each action's own latency from the Event Timing entries INP is made of (the longest entry of
 * the action's interactions). With fewer than 50 interactions a visit's INP is its slowest one, so INP ≤ 100 ms
 * means every action was painted within 100 ms.
 */

declare global {
  interface Window {
    webVitals: { onINP: (report: (metric: { value: number }) => void, options: { reportAllChanges: boolean; durationThreshold: number }) => void };
    __inp: { value: number; events: { interactionId: number; start: number; duration: number; name: string }[] };
  }
}

/** Web Vitals' own entry threshold floor: an interaction quicker than this is not reported (shown as ≤ 16). */
export const EVENT_THRESHOLD = 16;

/** Loads web-vitals and starts observing before the page's scripts run (call once per page, before goto). */
export async function watchInteractions(page: Page): Promise<void> {
  // The package exports no path to its browser build: it sits beside the main entry.
  await page.addInitScript({ path: path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js') });
  await page.addInitScript((threshold) => {
    window.__inp = { value: 0, events: [] };
    window.webVitals.onINP((metric) => (window.__inp.value = metric.value), { reportAllChanges: true, durationThreshold: threshold });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
        if (entry.interactionId) window.__inp.events.push({ interactionId: entry.interactionId, start: entry.startTime, duration: entry.duration, name: entry.name });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: threshold } as PerformanceObserverInit);
  }, EVENT_THRESHOLD);
}

/** Lets the action's frame be painted and its Event Timing entries be delivered. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 120)))));
}

/** Runs `act` (a user action through Playwright's input) and answers its latency in ms (EVENT_THRESHOLD when quicker). */
export async function latencyOf(page: Page, act: () => Promise<void>, name = 'the action'): Promise<number> {
  await settle(page);
  // Chromium's performance.interactionCount: the interactions INP is taken from.
  const since = await page.evaluate(() => ({ at: performance.now(), interactions: (performance as Performance & { interactionCount: number }).interactionCount }));
  await act();
  await settle(page);
  const { latency, interactions } = await page.evaluate(
    ({ from, floor }) => ({
      latency: Math.max(floor, ...window.__inp.events.filter((event) => event.start >= from).map((event) => event.duration)),
      interactions: (performance as Performance & { interactionCount: number }).interactionCount,
    }),
    { from: since.at, floor: EVENT_THRESHOLD },
  );
  // The browser counted it as an interaction: a latency at the floor is a quick one, not one that went unseen.
  if (interactions <= since.interactions) throw new Error(`${name} made no interaction the browser counts`);
  return latency;
}

/** The visit's INP as web-vitals reports it (0 until an interaction reached the threshold). */
export async function inpOf(page: Page): Promise<number> {
  await settle(page);
  return page.evaluate(() => window.__inp.value);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
