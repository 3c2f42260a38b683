/**
 * Watches a page from its first moment for what makes loading feel unsteady: every `layout-shift`
 * and `longtask` entry (PerformanceObserver, buffered), and how many grid cards a single DOM update
 * added (MutationObserver): the structural sign that no one task builds the whole grid.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { nextFrames } from './pages.js';

export interface StabilityReport {
  shifts: { value: number; at: number; sources: string[] }[];
  longTasks: { at: number; duration: number }[];
  /** The most `li` elements of a `main ul` added in one mutation callback. */
  largestCardBatch: number;
}

declare global {
  interface Window {
    __stability?: StabilityReport;
  }
}

/** Installs the observers in every page of the context, before any app script runs. */
export async function installStabilityProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const report: StabilityReport = { shifts: [], longTasks: [], largestCardBatch: 0 };
    window.__stability = report;
    const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    const describe = ({ node, previousRect, currentRect }: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }) =>
      `${node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName)} from ${box(previousRect)} to ${box(currentRect)}`;
    new PerformanceObserver((list) => {
      type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
        if (!entry.hadRecentInput) report.shifts.push({ value: entry.value, at: entry.startTime, sources: (entry.sources ?? []).map(describe) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) report.longTasks.push({ at: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver((records) => {
      let cards = 0;
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element) || !node.closest('main')) continue;
          if (node.tagName === 'LI' && node.parentElement?.tagName === 'UL') cards += 1;
          else cards += node.querySelectorAll('ul > li').length;
        }
      }
      report.largestCardBatch = Math.max(report.largestCardBatch, cards);
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits (bounded) until the page's grid holds every card (no list in main is busy), then reads the report. */
export async function stabilityAfterGrid(page: Page, timeout = 20_000): Promise<StabilityReport> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && main.querySelector('ul > li') !== null && main.querySelector('[aria-busy="true"]') === null;
  }, undefined, { timeout, polling: 50 });
  return reportSoFar(page);
}

/** The report as it stands two frames from now: a shift is reported after the frame that made it. */
export async function reportSoFar(page: Page): Promise<StabilityReport> {
  await nextFrames(page);
  const report = await page.evaluate(() => window.__stability);
  if (!report) throw new Error('the stability probe was not installed');
  return report;
}
