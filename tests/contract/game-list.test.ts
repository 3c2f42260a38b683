import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGameList, parseGameListBySchema } from '../../src/contract/game.js';
import { manyGames, rawList } from '../src/games/fixtures.js';

const TEXT_FIELDS = ['short_description', 'genre', 'platform', 'publisher', 'developer', 'release_date'];
const URL_FIELDS = ['thumbnail', 'game_url', 'freetogame_profile_url'];

/** Strings a field may hold: padded, empty, URLs safe and not, the quirks of the real service. */
const text = fc.oneof(
  fc.string(),
  fc.constantFrom('', '   ', ' Shooter ', 'line\r\nbreak', 'Forge ＆ Empires'),
  fc.constantFrom(
    'https://www.freetogame.com/g/1/thumbnail.jpg', '  http://127.0.0.1/x.png  ', '/thumbnails/7', '//evil.example/x',
    'javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,hi', 'ftp://x/y', 'http://', '/a\\b', 'not a url',
  ),
);

/** Any value at all, for the rare field that a misbehaving server gets wrong. */
const anything = fc.oneof(text, fc.constant(null), fc.constant(undefined), fc.integer(), fc.double(), fc.boolean(), fc.constant({}), fc.constant([]));

/** Mostly what the schema accepts for the field (so whole lists often pass), sometimes anything. */
const mostly = <T,>(accepted: fc.Arbitrary<T>) => fc.oneof({ weight: 40, arbitrary: accepted }, { weight: 1, arbitrary: anything });
const textValue = mostly(fc.oneof({ weight: 8, arbitrary: text }, fc.constant(null), fc.constant(undefined)));

/** An item: each known field present or not, extra fields kept; now and then not an object at all. */
const item = fc.oneof(
  {
    weight: 30,
    arbitrary: fc.record(
      {
        id: mostly(fc.integer()),
        title: mostly(text),
        ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, textValue])),
        ...Object.fromEntries(URL_FIELDS.map((field) => [field, textValue])),
        extra: anything,
      },
      { requiredKeys: [] },
    ),
  },
  fc.constantFrom(null, undefined, 3, 'game', [], [{ id: 1 }]),
);

/** Lists as JSON would bring them (no undefined) and as any caller could pass them. */
const lists = fc.oneof(
  fc.array(item, { maxLength: 6 }),
  fc.array(item, { maxLength: 6 }).map((list) => JSON.parse(JSON.stringify(list)) as unknown),
  fc.constantFrom(null, {}, 'list', 42),
);

function expectSameAsSchema(json: unknown) {
  const fast = parseGameList(json);
  const schema = parseGameListBySchema(json);
  expect(fast).toStrictEqual(schema);
  if (fast.ok && schema.ok) {
    // The same fields in the same order, so even JSON.stringify of the two agrees.
    expect(fast.value.map((game) => Object.keys(game))).toEqual(schema.value.map((game) => Object.keys(game)));
  }
}

describe('parseGameList, the plain-loop reading of a clean list', () => {
  it('gives exactly what the schema gives for any list, clean or not', () => {
    fc.assert(fc.property(lists, expectSameAsSchema), { numRuns: 2000 });
  });

  it('cleans the quirky fixture list like the schema: trimmed texts, unsafe URLs dropped', () => {
    expectSameAsSchema(rawList);
    const parsed = parseGameList(rawList);
    expect(parsed.ok && parsed.value[0]?.short_description).toBe('A hero-focused first-person team shooter from Blizzard Entertainment.');
  });

  it('reads a full catalogue of 418 games', () => {
    const list = manyGames(418);
    expectSameAsSchema(list);
    const parsed = parseGameList(list);
    expect(parsed.ok && parsed.value).toHaveLength(418);
  });

  it('refuses a list with one bad game, with the schema\'s message', () => {
    const list = [...rawList, { id: '7', title: 'Text id' }];
    const parsed = parseGameList(list);
    expect(parsed.ok).toBe(false);
    expect(parsed).toStrictEqual(parseGameListBySchema(list));
  });
});
