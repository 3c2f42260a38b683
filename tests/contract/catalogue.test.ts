import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_TAGS, CATEGORIES, parseCatalogueIndex, parseCatalogueIndexInSteps, tagLabel } from '../../src/contract/index.js';
import { parseCatalogueIndexBySchema } from '../../src/contract/catalogue.js';

const game = {
  id: 7, title: ' Warframe ', thumbnail: 'https://www.freetogame.com/g/7/thumbnail.jpg',
  short_description: 'Ninjas in space.', game_url: 'https://www.freetogame.com/open/warframe',
  genre: 'Shooter', platform: 'PC (Windows)', publisher: 'Digital Extremes', developer: 'Digital Extremes',
  release_date: '2013-03-25', freetogame_profile_url: 'https://www.freetogame.com/warframe',
  tags: ['shooter', 'third-Person'], rank: { popularity: 1, relevance: 3 },
};
const index = { generated_at: '2026-11-22T00:00:00.000Z', source: 'freetogame', tags: CATALOGUE_TAGS, games: [game] };

describe('the catalogue tag table', () => {
  it('labels each of the 45 documented tags once', () => {
    expect(CATALOGUE_TAGS.map((tag) => tag.slug)).toEqual([...CATEGORIES]);
    expect(CATALOGUE_TAGS).toHaveLength(45);
    expect(tagLabel('third-Person')).toBe('Third person');
    expect(tagLabel('laptop')).toBeUndefined();
  });
});

describe('parseCatalogueIndex', () => {
  it('accepts an index and cleans its games as the list schema does', () => {
    const result = parseCatalogueIndex(index);
    expect(result.ok && result.value.games[0]?.title).toBe('Warframe');
    expect(result.ok && result.value.games[0]?.tags).toEqual(['shooter', 'third-Person']);
  });

  it('accepts a partial index with no tags', () => {
    const result = parseCatalogueIndex({ ...index, partial: true, tags: [], games: [{ ...game, tags: [] }] });
    expect(result.ok && result.value.partial).toBe(true);
  });

  it.each([
    ['a missing field', { ...index, generated_at: undefined }],
    ['a game without rank', { ...index, games: [{ ...game, rank: undefined }] }],
    ['a rank of 0', { ...index, games: [{ ...game, rank: { popularity: 0, relevance: 1 } }] }],
    ['an unknown tag', { ...index, games: [{ ...game, tags: ['laptop'] }] }],
    ['tags as text', { ...index, games: [{ ...game, tags: 'shooter' }] }],
  ])('refuses %s', (_what, json) => {
    const result = parseCatalogueIndex(json);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^The catalogue index had an unexpected shape/);
  });
});

describe('parseCatalogueIndexInSteps', () => {
  const many = { ...index, games: Array.from({ length: 418 }, (_, at) => ({ ...game, id: at + 1, title: ` Game ${at} ` })) };
  const counting = () => {
    const state = { steps: 0 };
    return { state, between: () => { state.steps += 1; return Promise.resolve(); } };
  };

  it('gives what parseCatalogueIndex gives, checking the games a few at a time with a break before each step', async () => {
    const { state, between } = counting();
    const stepped = await parseCatalogueIndexInSteps(many, between);
    expect(stepped).toEqual(parseCatalogueIndex(many));
    expect(stepped.ok && stepped.value.games[417]?.title).toBe('Game 417');
    expect(state.steps).toBeGreaterThanOrEqual(10);
  });

  // Games a step reads by its plain loop, and games it must leave to the schema.
  const position = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 500 }) }, fc.constantFrom(0, -1, 1.5, '2', null, undefined, Number.NaN));
  const odd = fc.constantFrom(null, undefined, 3, 'game', [], {}, { toString: false });
  const games = fc.array(
    fc.oneof(
      {
        weight: 20,
        arbitrary: fc.record({
          title: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(' Warframe ', 'Paladins', '') }, odd),
          thumbnail: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(game.thumbnail, ' javascript:alert(1)', '/thumbnails/7') }, odd),
          tags: fc.oneof({ weight: 8, arbitrary: fc.uniqueArray(fc.constantFrom(...CATEGORIES), { maxLength: 3 }) }, fc.constant(['laptop']), fc.constant([1]), odd),
          rank: fc.oneof({ weight: 8, arbitrary: fc.record({ popularity: position, relevance: position }) }, odd),
          extra: odd,
        }, { requiredKeys: [] }).map((fields) => ({ ...game, ...fields })),
      },
      odd,
    ),
    { maxLength: 60 },
  );

  it('both readings give exactly what the schema gives for any games, clean or not', async () => {
    await fc.assert(fc.asyncProperty(games, async (list) => {
      const json = JSON.parse(JSON.stringify({ ...index, games: list })) as unknown;
      const schema = parseCatalogueIndexBySchema(json);
      expect(parseCatalogueIndex(json)).toStrictEqual(schema);
      expect(await parseCatalogueIndexInSteps(json, () => Promise.resolve())).toStrictEqual(schema);
    }), { numRuns: 300 });
  });

  it.each([
    ['a missing field', { ...many, generated_at: undefined }],
    ['a bad game deep in the list', { ...many, games: many.games.map((item, at) => (at === 300 ? { ...item, rank: { popularity: 0, relevance: 1 } } : item)) }],
    ['games as text', { ...many, games: 'none' }],
    ['no object at all', 'index'],
  ])('refuses %s with the message parseCatalogueIndex gives', async (_what, json) => {
    const stepped = await parseCatalogueIndexInSteps(json, counting().between);
    expect(stepped.ok).toBe(false);
    expect(stepped).toEqual(parseCatalogueIndex(json));
  });
});
