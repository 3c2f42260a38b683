/**
 * Imports a page's chunk asked for from the entry, before React renders (prefetch-first-game.ts),
 * once ReactDOM is evaluated, in a task of its own. Imported at once, the page's modules, which
 * import React, were evaluated with ReactDOM's in one task (v8.evaluateModule 10.5-12.4 ms in
 * bench:startup's worst runs; docs/decisions.md, "Start-up never blocks"). create-root.ts is the
 * module main.tsx evaluates ReactDOM with; importing it twice evaluates it once.
 */
import { yieldToMain } from '../lib/yield-to-main';

export function importAfterReact(chunk: () => Promise<unknown>): Promise<unknown> {
  return yieldToMain()
    .then(() => import('./create-root'))
    .then(() => yieldToMain())
    .then(chunk);
}
