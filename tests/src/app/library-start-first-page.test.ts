// At the app's start, a signed-in visit to a page whose content is the library starts the library
// beside that page's chunk (src/app/library-start.ts); every other page leaves it for later.
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The step that imports the library's chunk, seen rather than run.
const runStartupStep = vi.fn((_step: string, _work: () => Promise<unknown>) => Promise.resolve());
vi.mock('../../../src/lib/startup-steps', () => ({ runStartupStep }));
const libraryStarts = () => runStartupStep.mock.calls.filter(([step]) => step === 'library').length;

/** The module as a fresh app has it: the library, once started, is not started again. */
async function freshApp() {
  vi.resetModules();
  return (await import('../../../src/app/library-start')).startLibraryForFirstPage;
}

beforeEach(() => {
  runStartupStep.mockClear();
});

describe("the library at the app's start", () => {
  it('is left for later on every other page, and for a guest', async () => {
    const startLibraryForFirstPage = await freshApp();
    for (const hash of ['#/home', '#/all', '#/browse', '#/gamedetails/540', '#/libraryx', '#/diary', '#/login', '']) startLibraryForFirstPage(hash, true);
    startLibraryForFirstPage('#/library', false);
    startLibraryForFirstPage('#/pick', false);
    expect(libraryStarts()).toBe(0);
  });

  it.each(['#/library', '#library?status=want', '#/pick', '#/pick?platform=pc&tags=mmorpg'])('starts for a signed-in visit to %s, read as the router reads it', async (hash) => {
    const startLibraryForFirstPage = await freshApp();
    startLibraryForFirstPage(hash, true);
    startLibraryForFirstPage(hash, true);
    expect(libraryStarts()).toBe(1);
  });
});
