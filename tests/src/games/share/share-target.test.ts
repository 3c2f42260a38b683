import { describe, expect, it } from 'vitest';
import type { GameListItem } from '../../../../src/contract';
import { isShareAddress } from '../../../../src/contract';
import { freeToGamePath, shareDestination } from '../../../../src/games/share/share-target';

const warframe = {
  id: 5, title: 'Warframe', thumbnail: undefined, short_description: '', genre: 'Shooter', platform: 'PC (Windows)',
  publisher: 'Digital Extremes', developer: 'Digital Extremes', release_date: '2013-03-25',
  game_url: 'https://www.freetogame.com/open/warframe', freetogame_profile_url: 'https://www.freetogame.com/warframe',
} satisfies GameListItem;
const games = [warframe];

describe('freeToGamePath', () => {
  it('reads a FreeToGame game page or play link, and nothing else', () => {
    expect(freeToGamePath('https://www.freetogame.com/warframe')).toBe('/warframe');
    expect(freeToGamePath('https://freetogame.com/open/Warframe/')).toBe('/open/warframe');
    expect(freeToGamePath('https://www.freetogame.com.evil.example/warframe')).toBeUndefined();
    expect(freeToGamePath('https://evil.example/www.freetogame.com/warframe')).toBeUndefined();
    expect(freeToGamePath('javascript:alert(1)//www.freetogame.com/warframe')).toBeUndefined();
    expect(freeToGamePath('https://www.freetogame.com/games/warframe/x')).toBeUndefined();
    expect(freeToGamePath('not a url')).toBeUndefined();
  });
});

describe('shareDestination', () => {
  it('opens the game for its FreeToGame page or its game_url, in url or in text', () => {
    expect(shareDestination({ url: 'https://www.freetogame.com/warframe' }, games)).toEqual({ kind: 'game', id: 5 });
    expect(shareDestination({ url: 'https://www.freetogame.com/open/warframe' }, games)).toEqual({ kind: 'game', id: 5 });
    expect(shareDestination({ title: 'Look', text: 'Play this: https://www.freetogame.com/warframe today' }, games)).toEqual({ kind: 'game', id: 5 });
  });

  it('searches Browse for a FreeToGame link no stored game has (or with no index at all)', () => {
    expect(shareDestination({ url: 'https://www.freetogame.com/lost-ark' }, games)).toEqual({ kind: 'browse', query: 'lost ark' });
    expect(shareDestination({ url: 'https://www.freetogame.com/warframe' })).toEqual({ kind: 'browse', query: 'warframe' });
  });

  it('searches Browse for a shared title or text', () => {
    expect(shareDestination({ title: '  Destiny\n2 ' }, games)).toEqual({ kind: 'browse', query: 'Destiny 2' });
    expect(shareDestination({ text: 'league of legends' }, games)).toEqual({ kind: 'browse', query: 'league of legends' });
  });

  it('never follows another site or a script URL: the landing page, or Browse with the text beside it', () => {
    expect(shareDestination({ url: 'https://evil.example/warframe' }, games)).toEqual({ kind: 'home' });
    expect(shareDestination({ url: 'javascript:alert(document.cookie)' }, games)).toEqual({ kind: 'home' });
    expect(shareDestination({ url: 'data:text/html,<script>alert(1)</script>' }, games)).toEqual({ kind: 'home' });
    expect(shareDestination({ text: 'https://evil.example/x' }, games)).toEqual({ kind: 'home' });
    expect(shareDestination({ title: 'Cool game', url: 'https://evil.example/x' }, games)).toEqual({ kind: 'browse', query: 'Cool game' });
    expect(shareDestination({}, games)).toEqual({ kind: 'home' });
  });

  it('caps 10 KB of text at a 100-character query', () => {
    const destination = shareDestination({ text: 'war '.repeat(2_560) }, games);
    expect(destination.kind).toBe('browse');
    expect(destination.kind === 'browse' && destination.query.length).toBeLessThanOrEqual(100);
    expect(destination.kind === 'browse' && destination.query.startsWith('war war')).toBe(true);
  });
});

describe('isShareAddress (the address a share arrives at)', () => {
  it('sees title, text or url in the query, and nothing else', () => {
    expect(isShareAddress('?url=https%3A%2F%2Fwww.freetogame.com%2Fwarframe')).toBe(true);
    expect(isShareAddress('?other=1&text=B')).toBe(true);
    expect(isShareAddress('?title=')).toBe(true);
    expect(isShareAddress('')).toBe(false);
    expect(isShareAddress('?fresh-shell=1')).toBe(false);
    expect(isShareAddress('?subtitle=x')).toBe(false);
  });
});
