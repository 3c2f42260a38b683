/**
 * The checks every module takes from src/contract/struct-checks.ts fail, rather than throw, on JSON
 * that cannot be turned into text ({"toString": false}), with the message the same wrong value
 * without those keys would give; and the contract's parsers built on them answer such JSON from
 * the games service or a person as a refusal.
 */
import { array, integer, number, object, string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { parseCatalogueIndex } from '../../src/contract/catalogue.js';
import { parseGameDetail, parseGameList } from '../../src/contract/game.js';
import { validateLibraryOp } from '../../src/contract/library.js';
import { create, is, mask, textSafe, validate } from '../../src/contract/struct-checks.js';

/** Values JavaScript cannot turn into text, as JSON.parse builds them. */
const TEXTLESS = ['{"toString": false}', '{"valueOf": {}, "toString": null}', '[{"toString": 1}]', '[[{"toString": []}]]'].map((json) => JSON.parse(json) as unknown);

const Game = object({ id: integer(), title: string() });

describe('the safe checks', () => {
  it.each(TEXTLESS)('fail on %j where superstruct throws, with a readable message', (value) => {
    expect(() => `${value as string}`).toThrow(TypeError);
    expect(is(value, string())).toBe(false);
    expect(is({ ops: value }, type({ ops: number() }))).toBe(false);
    const [error] = validate({ id: 1, title: value }, Game);
    expect(error?.failures().map((failure) => failure.path)).toEqual([['title']]);
    expect(error?.message).toMatch(/^At path: title -- Expected a string, but received: /);
    expect(() => create({ id: value, title: 'Warframe' }, Game)).toThrow(/^At path: id -- Expected an integer, but received: /);
    expect(() => mask([{ id: 1, title: value }], array(Game))).toThrow(/^At path: 0.title -- Expected a string, but received: /);
  });

  it('read a value that can become text exactly as superstruct does', () => {
    expect(is('x', string())).toBe(true);
    expect(validate({ id: 3, title: 'Warframe', extra: { toString: false } }, type({ id: integer(), title: string() }))).toEqual([undefined, { id: 3, title: 'Warframe', extra: { toString: false } }]);
    expect(mask({ id: 3, title: 'Warframe', toString: false }, Game)).toEqual({ id: 3, title: 'Warframe' });
    expect(validate(5, string())[0]?.message).toBe('Expected a string, but received: 5');
  });

  it('copy only plain objects and arrays, and no deeper than any shape reads', () => {
    const date = new Date(0);
    expect(textSafe({ a: [{ toString: 1, b: date }], valueOf: 2 })).toEqual({ a: [{ b: date }] });
    let deep: unknown = { toString: false };
    for (let depth = 0; depth < 100; depth++) deep = [deep];
    expect(() => `${textSafe(deep) as string}`).not.toThrow();
  });
});

describe('the contract parsers, on JSON that cannot become text', () => {
  it.each(TEXTLESS)('refuse %j as a games list, a game and a catalogue index', (value) => {
    expect(parseGameList(value)).toMatchObject({ ok: false, message: expect.stringMatching(/^The games list had an unexpected shape\./) as string });
    expect(parseGameList([{ id: 1, title: value }])).toMatchObject({ ok: false });
    expect(parseGameDetail(value)).toMatchObject({ ok: false, message: expect.stringMatching(/^The game details had an unexpected shape\./) as string });
    expect(parseCatalogueIndex({ games: value })).toMatchObject({ ok: false });
  });

  it.each(TEXTLESS)('refuse %j as a library operation, naming a field', (value) => {
    for (const op of [value, { op: value, game_id: 1 }, { op: 'put', game_id: 1, status: value }]) {
      const result = validateLibraryOp(op);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors[0]?.message).toMatch(/\w/);
    }
  });
});
