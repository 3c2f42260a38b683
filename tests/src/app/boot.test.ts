// The app's start: its databases are created at once, while the rest of the deferred start-up
// still waits for the first content (docs/browser-support.md, "A page in the back/forward cache").
import type { Root } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

const createDatabases = vi.fn(() => Promise.resolve());
const librarySyncStarted = vi.fn();
vi.mock('../../../src/app/create-databases', () => ({ createDatabases }));
vi.mock('../../../src/app/start-library-sync', () => (librarySyncStarted(), {}));
vi.mock('../../../src/app/App', () => ({ App: () => null }));
// A first content that never comes, as when WebKit under automation withholds the frames it waits on.
vi.mock('../../../src/lib/first-content', () => ({ afterFirstContent: () => new Promise(() => undefined), startFirstContentClock: () => undefined }));

describe('the start of the app', () => {
  it("creates the app's databases before its first content, and starts the library's sync only after it", async () => {
    const { startApp } = await import('../../../src/app/boot');
    await startApp({ render: () => undefined } as unknown as Root);
    await vi.waitFor(() => expect(createDatabases).toHaveBeenCalledTimes(1));
    expect(librarySyncStarted).not.toHaveBeenCalled();
  });
});
