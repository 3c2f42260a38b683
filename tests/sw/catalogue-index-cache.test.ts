import { describe, expect, it } from 'vitest';
import { CATALOGUE_TAGS } from '../../src/contract/catalogue-tags.js';
import { listItem } from './fixtures.js';
import { harness } from './harness.js';
import { jsonResponse } from '../support/json-response.js';

const INDEX_PATH = '/api/catalogue';
const index = (title: string) => ({
  generated_at: '2026-11-22T00:00:00.000Z',
  source: 'demo',
  tags: CATALOGUE_TAGS,
  games: [{ ...listItem(1), title, tags: ['mmorpg'], rank: { popularity: 1, relevance: 1 } }],
});

describe('API cache: the catalogue index', () => {
  it('stores the index and answers it offline', async () => {
    const h = harness();
    h.net.respond(jsonResponse(index('First')));
    await h.get(INDEX_PATH);
    h.net.respond(new TypeError('offline'));
    const offline = await h.get(INDEX_PATH);
    expect(offline.status).toBe(200);
    expect((await offline.json()).games[0].title).toBe('First');
  });

  it('keeps the previous index when a new one has a missing field or a wrong type', async () => {
    const h = harness();
    h.net.respond(jsonResponse(index('Good')));
    await h.get(INDEX_PATH);
    const { generated_at: _dropped, ...missing } = index('Missing');
    h.net.respond(jsonResponse(missing), jsonResponse({ ...index('Wrong'), games: [{ ...listItem(1), tags: 'mmorpg' }] }));
    await h.get(INDEX_PATH);
    await h.get(INDEX_PATH);
    h.net.respond(new TypeError('offline'));
    expect((await (await h.get(INDEX_PATH)).json()).games[0].title).toBe('Good');
  });
});
