/**
 * Whether keyboard focus shows on an element, judged from pixels: the element is shot unfocused and
 * focused, and along each of its four edges some line of pixels, just outside or just inside the
 * edge, must change over most of its length. A ring that a clipping ancestor (overflow: hidden,
 * paint containment) cuts away fails, whatever the computed outline says.
 */
import { PNG } from 'pngjs';
import type { ElementHandle, Page } from '@playwright/test';

/** How far outside and inside each edge a ring is looked for (offset plus width, with room). */
const BAND = 7;

export interface RingReport {
  /** For each side, the largest share (0 to 1) of changed pixels along one line parallel to that edge. */
  sides: { top: number; right: number; bottom: number; left: number };
  matchesFocusVisible: boolean;
}

function changed(before: PNG, after: PNG, x: number, y: number): boolean {
  const at = (y * before.width + x) * 4;
  let diff = 0;
  for (let channel = 0; channel < 3; channel += 1) diff += Math.abs((before.data[at + channel] ?? 0) - (after.data[at + channel] ?? 0));
  return diff > 30;
}

/** The best line near one edge: rows for top and bottom (`horizontal`), columns for left and right. */
function bestLine(before: PNG, after: PNG, horizontal: boolean, edge: number, from: number, to: number): number {
  let best = 0;
  const limit = horizontal ? before.height : before.width;
  for (let line = Math.max(0, edge - BAND); line < Math.min(limit, edge + BAND); line += 1) {
    let count = 0;
    for (let along = from; along < to; along += 1) {
      if (horizontal ? changed(before, after, along, line) : changed(before, after, line, along)) count += 1;
    }
    best = Math.max(best, to > from ? count / (to - from) : 0);
  }
  return best;
}

/** Shoots `element` blurred and then focused (keyboard modality: press Tab first), and measures the ring. */
export async function focusRing(page: Page, element: ElementHandle<Element>): Promise<RingReport> {
  await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  const box = await element.boundingBox();
  if (!box) throw new Error('focusRing: the element has no box');
  const clip = { x: Math.max(0, Math.floor(box.x) - BAND), y: Math.max(0, Math.floor(box.y) - BAND), width: Math.ceil(box.width) + 2 * BAND, height: Math.ceil(box.height) + 2 * BAND };
  await element.evaluate((node) => (node as HTMLElement).blur());
  const before = PNG.sync.read(await page.screenshot({ clip, animations: 'disabled' }));
  await element.evaluate((node) => (node as HTMLElement).focus());
  const matchesFocusVisible = await element.evaluate((node) => node.matches(':focus-visible'));
  const after = PNG.sync.read(await page.screenshot({ clip, animations: 'disabled' }));
  const left = Math.floor(box.x) - clip.x;
  const top = Math.floor(box.y) - clip.y;
  const right = left + Math.ceil(box.width);
  const bottom = top + Math.ceil(box.height);
  // Corners are left out: rounded rings do not reach them.
  const inset = 6;
  return {
    matchesFocusVisible,
    sides: {
      top: bestLine(before, after, true, top, left + inset, right - inset),
      bottom: bestLine(before, after, true, bottom, left + inset, right - inset),
      left: bestLine(before, after, false, left, top + inset, bottom - inset),
      right: bestLine(before, after, false, right, top + inset, bottom - inset),
    },
  };
}

/** True when, along every side, some line changed over at least `share` of its length. */
export function ringAllAround(report: RingReport, share = 0.8): boolean {
  return Object.values(report.sides).every((value) => value >= share);
}
