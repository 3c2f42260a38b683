/**
 * Imports a page's chunk asked for before React renders (prefetch-first-page.ts,
 * prefetch-first-game.ts) once ReactDOM is evaluated, in a task of its own. Imported at once, the
 * page's modules, which import React, were evaluated with ReactDOM in one task of 12-13 ms, where
 * each took under 10 on its own (docs/decisions.md, "Start-up never blocks"). create-root.ts is
 * the module main.tsx evaluates ReactDOM with; importing it twice evaluates it once.
 */
import { yieldToMain } from '../lib/yield-to-main';

export function importAfterReact(chunk: () => Promise<unknown>): Promise<unknown> {
  return yieldToMain()
    .then(() => import('./create-root'))
    .then(() => yieldToMain())
    .then(chunk);
}
