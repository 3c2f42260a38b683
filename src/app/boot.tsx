/**
 * The app itself, rendered into the root main.tsx created: a chunk of its own, so that its modules
 * are evaluated in a task after React's, not in one long task with them (index.html preloads it,
 * so it is fetched beside the entry; docs/decisions.md, "Start-up never blocks").
 */
import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { getSession } from '../auth/auth-store';
import { afterFirstContent, startFirstContentClock } from '../lib/first-content';
import { runStartupStep } from '../lib/startup-steps';
import { yieldToMain } from '../lib/yield-to-main';
import { App } from './App';
import { startLibraryForFirstPage, startLibrarySync } from './library-start';
import { prefetchFirstPage } from './prefetch-first-page';

export async function startApp(root: Root): Promise<void> {
  // Each import below adds its chunks' preload links in the task it is called from, and each link
  // costs about a millisecond of the main thread on a slow machine: the steps run a task apart,
  // which for the page's own chunk, the render and the databases together was one task of 13-20 ms.
  prefetchFirstPage(window.location.hash, getSession() !== null);
  await yieldToMain();
  // A transition: React renders the first page in slices of a few milliseconds (a plain first
  // render is one task of 13-20 ms here), committing once it is whole.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  startFirstContentClock();
  startLibraryForFirstPage(window.location.hash, getSession() !== null);
  await yieldToMain();
  // The app's databases are created at once, not after the first content: WebKit holds a database
  // whose creation was under way when the page was left (docs/browser-support.md), and the first
  // content can take seconds there, long enough for a person to sign in and move on.
  void runStartupStep('library', () => import('./create-databases').then((module) => module.createDatabases()));
  // The stored library and its sync start, in chunks of their own, once the page's content is
  // painted; so do the visits "New since your last visit" compares with, noted on every page,
  // each a task apart for the same reason.
  void afterFirstContent().then(async () => {
    void startLibrarySync();
    await yieldToMain();
    void runStartupStep('library', () => import('./start-diary-sync'));
    await yieldToMain();
    void runStartupStep('visit tracking', () => import('./start-visit-tracking'));
  });
}
