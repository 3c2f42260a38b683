/**
 * ReactDOM and the root it renders into: a module main.tsx imports after a task boundary, so that
 * ReactDOM's evaluation is a task of its own, between the first page's request and the app's
 * modules (docs/decisions.md, "Start-up never blocks"). Its code still comes in the entry's file.
 */
import { createRoot, type Root } from 'react-dom/client';

export function createAppRoot(element: HTMLElement): Root {
  return createRoot(element);
}
