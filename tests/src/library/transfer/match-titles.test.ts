import { describe, expect, it } from 'vitest';
import { matchTitles } from '../../../../src/library/transfer/match-titles';
import type { ImportRow } from '../../../../src/library/transfer/read-import';
import { indexGames } from '../../games/browse/index-games';

const games = indexGames();
const row = (title: string, extra: Partial<ImportRow> = {}): ImportRow => ({ line: 2, title, status: 'played', rating: null, note: '', ...extra });

describe('matchTitles', () => {
  it('matches the same title written differently (case, punctuation, accents) with no review', () => {
    const [match] = matchTitles([row('  WARFRAME!  ')], games);
    expect(match).toMatchObject({ kind: 'exact', game: { title: 'Warframe' } });
    const [colon] = matchTitles([row('call of duty warzone')], games);
    expect(colon).toMatchObject({ kind: 'exact', game: { title: 'Call of Duty: Warzone' } });
  });

  it('matches our own export by id even when the title differs', () => {
    const warframe = games.find((game) => game.title === 'Warframe');
    const [match] = matchTitles([row('Old name', { gameId: warframe?.id })], games);
    expect(match).toMatchObject({ kind: 'exact', game: { title: 'Warframe' } });
  });

  it('offers the closest titles for review when a title is misspelled, the right one first', () => {
    const [match] = matchTitles([row('Waframe')], games);
    expect(match?.kind).toBe('uncertain');
    if (match?.kind !== 'uncertain') return;
    expect(match.candidates[0]?.title).toBe('Warframe');
    expect(match.candidates.length).toBeLessThanOrEqual(3);
  });

  it('calls a title with nothing close missing', () => {
    expect(matchTitles([row('Zzqx Qqvw')], games)).toEqual([{ kind: 'missing', row: row('Zzqx Qqvw') }]);
  });
});
