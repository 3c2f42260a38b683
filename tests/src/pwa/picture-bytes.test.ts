// The Save for offline estimate comes from this catalogue's own pictures (HEAD, nothing stored), not a fixed guess.
import { describe, expect, it, vi } from 'vitest';
import { averagePictureBytes, PICTURE_SAMPLE } from '../../../src/pwa/save-offline/picture-bytes';
import type { SavedRun } from '../../../src/pwa/save-offline/saved-run';

const pictures = Array.from({ length: 400 }, (_, at) => ({ id: at + 1, url: `/thumbnails/${at + 1}` }));
const signal = new AbortController().signal;

/** A server answering HEAD with each picture's Content-Length; anything else would store the picture. */
function sizedFetch(sizeOf: (url: string) => number | 'fail') {
  return vi.fn(async (url: string, init: RequestInit) => {
    if (init.method !== 'HEAD') throw new Error(`${init.method ?? 'GET'} ${url}: only HEAD leaves the picture unstored`);
    const size = sizeOf(url);
    if (size === 'fail') throw new TypeError('Failed to fetch');
    return new Response(null, { headers: { 'content-length': String(size) } });
  });
}

describe('averagePictureBytes', () => {
  it('asks the size of a few pictures spread over the catalogue when none was saved yet', async () => {
    const fetchFn = sizedFetch((url) => (Number(url.split('/').pop()) % 2 === 0 ? 1000 : 600));
    const average = await averagePictureBytes(pictures, undefined, fetchFn, signal);
    expect(fetchFn).toHaveBeenCalledTimes(PICTURE_SAMPLE);
    const asked = fetchFn.mock.calls.map(([url]) => Number(url.split('/').pop()));
    expect(Math.max(...asked)).toBeGreaterThan(200);
    expect(average).toBeGreaterThanOrEqual(600);
    expect(average).toBeLessThanOrEqual(1000);
  });

  it('uses the average of what a run already saved, fetching nothing', async () => {
    const saved: SavedRun = { status: 'complete', doneIds: pictures.map((picture) => picture.id), bytes: 349 * 1024, total: 400, updatedAt: 1 };
    const fetchFn = sizedFetch(() => 99_999);
    expect(await averagePictureBytes(pictures, saved, fetchFn, signal)).toBeCloseTo((349 * 1024) / 400);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('leaves out a picture that failed or gave no length, and measures the rest', async () => {
    const fetchFn = sizedFetch((url) => (url === '/thumbnails/1' ? 'fail' : 800));
    expect(await averagePictureBytes(pictures, undefined, fetchFn, signal)).toBe(800);
    const noLength = vi.fn(async () => new Response(null));
    expect(await averagePictureBytes(pictures, undefined, noLength, signal)).toBe(20 * 1024);
  });

  it('fetches nothing when no picture is missing', async () => {
    const fetchFn = sizedFetch(() => 800);
    await averagePictureBytes([], undefined, fetchFn, signal);
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
