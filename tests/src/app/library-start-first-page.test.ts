// At the app's start, a signed-in visit to a page whose content is the library starts the library
// beside that page's chunk and reads it at once, without waiting for the window's load event
// (src/app/library-start.ts); every other page leaves it for later.
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The step that imports the library's chunk, seen rather than run.
const runStartupStep = vi.fn((_step: string, _work: () => Promise<unknown>) => Promise.resolve());
vi.mock('../../../src/lib/startup-steps', () => ({ runStartupStep }));
const libraryStarts = () => runStartupStep.mock.calls.filter(([step]) => step === 'library').length;
// The sync engine, whose load reads the stored library: asked for, not loaded.
const prefetchEngine = vi.fn();
const loadEngine = vi.fn(() => Promise.resolve());
vi.mock('../../../src/library/start-library', () => ({ prefetchEngine, loadEngine }));

/** The module as a fresh app has it: the library, once started, is not started again. */
async function freshApp() {
  vi.resetModules();
  return (await import('../../../src/app/library-start')).startLibraryForFirstPage;
}

beforeEach(() => {
  runStartupStep.mockClear();
  prefetchEngine.mockClear();
  loadEngine.mockClear();
});

describe("the library at the app's start", () => {
  it('is left for later on every other page, and for a guest', async () => {
    const startLibraryForFirstPage = await freshApp();
    for (const hash of ['#/home', '#/all', '#/browse', '#/gamedetails/540', '#/libraryx', '#/diary', '#/login', '']) startLibraryForFirstPage(hash, true);
    startLibraryForFirstPage('#/library', false);
    startLibraryForFirstPage('#/pick', false);
    // A task later, past every promise a start would have chained.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(libraryStarts()).toBe(0);
    expect(prefetchEngine).not.toHaveBeenCalled();
    expect(loadEngine).not.toHaveBeenCalled();
  });

  it("fetches the sync engine beside the library's chunk and loads it once that has run, rather than after the window's load (start-library.ts)", async () => {
    const startLibraryForFirstPage = await freshApp();
    startLibraryForFirstPage('#/library', true);
    expect(prefetchEngine).toHaveBeenCalledTimes(1);
    expect(loadEngine).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(loadEngine).toHaveBeenCalledTimes(1));
  });

  it.each(['#/library', '#library?status=want', '#/pick', '#/pick?platform=pc&tags=mmorpg'])('starts for a signed-in visit to %s, read as the router reads it', async (hash) => {
    const startLibraryForFirstPage = await freshApp();
    startLibraryForFirstPage(hash, true);
    startLibraryForFirstPage(hash, true);
    expect(libraryStarts()).toBe(1);
  });
});
