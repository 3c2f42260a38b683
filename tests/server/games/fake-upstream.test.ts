/** The fake games service others rely on (end-to-end suite, benchmarks) behaves as documented. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtureCatalogue, FIXTURE_IDS } from '../../../tools/fixtures/index.js';
import { startFakeUpstream, type FakeUpstream } from '../../../tools/fake-upstream.js';

describe('the fake games service', () => {
  let fake: FakeUpstream;
  const get = (path: string) => fetch(`${fake.url}${path}`);

  beforeAll(async () => {
    fake = await startFakeUpstream();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('listens on loopback and records each request', async () => {
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
    await get('/games?platform=pc&category=shooter');
    expect(fake.requests).toEqual([expect.objectContaining({ path: '/api/games', query: { platform: 'pc', category: 'shooter' } })]);
  });

  it('filters, orders and refuses like the real one', async () => {
    const browser = await (await get('/games?platform=browser')).json() as { platform: string }[];
    expect(browser.every((game) => game.platform.includes('Web Browser'))).toBe(true);
    const refused = await get('/games?platform=PC');
    expect([refused.status, await refused.json()]).toEqual([404, { status: 0, status_message: 'No platform found, please check the correct parameters.' }]);
    const missing = await get(`/game?id=${FIXTURE_IDS.removedGame}`);
    expect([missing.status, await missing.json()]).toEqual([404, { status: 0, status_message: 'Object not found' }]);
    const filtered = await (await get('/filter?tag=3d.mmorpg&platform=pc')).json() as { id: number }[];
    expect(filtered.every((game) => ['3d', 'mmorpg'].every((tag) => fixtureCatalogue().byId.get(game.id)?.tags.includes(tag)))).toBe(true);
  });

  it('serves images named by the catalogue, from its own address', async () => {
    const detail = await (await get(`/game?id=${FIXTURE_IDS.thumbnail2Game}`)).json() as { thumbnail: string };
    expect(detail.thumbnail).toBe(`${new URL(fake.url).origin}/g/${FIXTURE_IDS.thumbnail2Game}/thumbnail2.jpg`);
    const image = await fetch(detail.thumbnail);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await fetch(`${new URL(fake.url).origin}/g/${FIXTURE_IDS.thumbnail2Game}/thumbnail.jpg`)).status).toBe(404);
  });

  it('misbehaves on demand, and reset() brings it back', async () => {
    fake.setMode('html');
    expect((await get('/games')).headers.get('content-type')).toMatch(/text\/html/);
    fake.setMode('truncated');
    await expect((await get('/games')).json()).rejects.toThrow();
    fake.setMode('wrong-shape');
    expect(Array.isArray(await (await get('/games')).json())).toBe(false);
    fake.setMode('error-500');
    expect((await get('/games')).status).toBe(500);
    fake.setMode('redirect');
    const moved = await fetch(`${fake.url}/games`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([302, `${new URL(fake.url).origin}/elsewhere/api/games`]);
    fake.reset();
    expect(fake.requests).toEqual([]);
    expect((await get('/games')).status).toBe(200);
  });

  it('in hang-images, answers the data and leaves every image hanging', async () => {
    const own = await startFakeUpstream();
    own.setMode('hang-images');
    const detail = (await (await fetch(`${own.url}/game?id=${FIXTURE_IDS.thumbnail2Game}`)).json()) as { thumbnail: string };
    const image = await fetch(detail.thumbnail, { signal: AbortSignal.timeout(300) }).then(() => 'answered', () => 'still waiting');
    expect(image).toBe('still waiting');
    await own.close();
  });

  it('closes cleanly with a request hanging', async () => {
    const own = await startFakeUpstream();
    own.setMode('hang');
    const hanging = fetch(`${own.url}/games`).then(() => 'answered', () => 'cut');
    // Wait until the request has arrived, bounded.
    for (let i = 0; i < 100 && own.requests.length === 0; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(own.requests).toHaveLength(1);
    await own.close();
    expect(await hanging).toBe('cut');
  });
});
