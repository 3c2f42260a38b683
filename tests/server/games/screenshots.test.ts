import { describe, expect, it, vi } from 'vitest';
import type { GameDetail } from '../../../src/contract/game.js';
import { FIXTURE_IDS } from '../../../tools/fixtures/index.js';
import type { FakeMode } from '../../../tools/fake-upstream.js';
import { buildGamesApp, testClock } from './build-games-app.js';
import { pictureProxyHarness } from './picture-proxy-harness.js';

const DETAIL = `/api/game?id=${FIXTURE_IDS.pcGame}`;

describe('the screenshot proxy', () => {
  const proxy = pictureProxyHarness();

  async function upstreamDetail(): Promise<GameDetail> {
    return (await (await fetch(`${proxy.fake.url}/game?id=${FIXTURE_IDS.pcGame}`)).json()) as GameDetail;
  }

  it('rewrites each screenshot to our own URL by its id, and serves the bytes the payload named', async () => {
    const upstream = await upstreamDetail();
    proxy.fake.reset();
    const detail = (await proxy.app.inject(DETAIL)).json<GameDetail>();
    expect(upstream.screenshots.length).toBeGreaterThanOrEqual(3);
    expect(detail.screenshots).toEqual(upstream.screenshots.map((shot) => ({ id: shot.id, image: `/screenshots/${shot.id}` })));
    const served = [];
    for (const shot of upstream.screenshots) served.push(await proxy.app.inject(`/screenshots/${shot.id}`));
    expect(proxy.images()).toEqual(upstream.screenshots.map((shot) => new URL(String(shot.image)).pathname));
    for (const [index, shot] of upstream.screenshots.entries()) {
      const response = served[index];
      expect([response?.statusCode, response?.headers['content-type'], response?.headers['x-content-type-options']]).toEqual([200, 'image/png', 'nosniff']);
      const direct = Buffer.from(await (await fetch(String(shot.image))).arrayBuffer());
      expect(response?.rawPayload.equals(direct)).toBe(true);
    }
  });

  it('keeps the bytes: a second request makes no upstream call, and ETag gives 304', async () => {
    const [shot] = (await proxy.app.inject(DETAIL)).json<GameDetail>().screenshots;
    const url = String(shot?.image);
    const first = await proxy.app.inject(url);
    const second = await proxy.app.inject(url);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(proxy.images()).toHaveLength(1);
    const revalidated = await proxy.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect([revalidated.statusCode, revalidated.rawPayload.length]).toEqual([304, 0]);
  });

  it('answers 404 JSON for a screenshot id no detail named, and 400 for one that is not an id, fetching nothing', async () => {
    const unknown = await proxy.app.inject('/screenshots/424242');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'No screenshot is known under this id.']);
    const bad = await proxy.app.inject('/screenshots/007');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Screenshot id "007" is not valid: use a positive whole number, like 452.']);
    expect(proxy.images()).toEqual([]);
  });

  it('drops, and never fetches, a screenshot on another host or outside the service\'s image folder', async () => {
    const upstream = await upstreamDetail();
    const hostile = {
      ...upstream,
      screenshots: [
        { id: 7001, image: 'https://evil.example/g/1/shot-1.jpg' },
        { id: 7002, image: `${proxy.origin}/api/games` },
        { id: 7003, image: 'http://www.freetogame.com/g/1/plain-http.jpg' },
        { id: 7004, image: `${proxy.origin}/g/${FIXTURE_IDS.pcGame}/allowed-1.jpg` },
      ],
    };
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch');
    spy.mockResolvedValueOnce(new Response(JSON.stringify(hostile), { status: 200, headers: { 'content-type': 'application/json' } }));
    spy.mockImplementation((input, init) => realFetch(input, init));
    const detail = (await proxy.app.inject(DETAIL)).json<GameDetail>();
    expect(detail.screenshots).toEqual([{ id: 7004, image: '/screenshots/7004' }]);
    for (const id of [7001, 7002, 7003]) expect((await proxy.app.inject(`/screenshots/${id}`)).statusCode).toBe(404);
    const fetched = spy.mock.calls.map(([input]) => String(input));
    expect(fetched.some((url) => url.includes('evil.example') || url.includes('plain-http') || url.endsWith('/api/games'))).toBe(false);
  });

  it.each(['wrong-shape', 'oversize', 'html', 'error-500'] as FakeMode[])('%s from the image host: 502 with a message, nothing kept', async (mode) => {
    const clock = testClock();
    // None of these modes hangs: the bound only has to outlast a busy machine's answer to the detail.
    const timed = await buildGamesApp({ freetogameApiUrl: proxy.fake.url, timeoutMs: 5_000, now: clock.now });
    try {
      const [shot] = (await timed.inject(DETAIL)).json<GameDetail>().screenshots;
      proxy.fake.setMode(mode);
      const failed = await timed.inject(String(shot?.image));
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toMatch(/screenshot could not be fetched/);
      proxy.fake.setMode('normal');
      // Once its failure is forgotten (image-failures-and-budget.test.ts has the times) the real image is served.
      clock.advance(11 * 60_000);
      const recovered = await timed.inject(String(shot?.image));
      expect([recovered.statusCode, recovered.headers['content-type']]).toEqual([200, 'image/png']);
    } finally {
      await timed.close();
    }
  });
});
