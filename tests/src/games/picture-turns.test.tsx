import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PictureInTurn } from '../../../src/games/PictureInTurn';
import { createPictureTurns } from '../../../src/games/picture-turns';

afterEach(() => {
  vi.useRealTimers();
});

describe('picture turns', () => {
  it('start at most the limit at once, and the next in line when one ends', () => {
    const turns = createPictureTurns(2, 15_000);
    const started: number[] = [];
    const ends = [1, 2, 3, 4].map((picture) => turns.take(() => started.push(picture)));
    expect(started).toEqual([1, 2]);
    ends[1]?.();
    expect(started).toEqual([1, 2, 3]);
    // Ending a turn twice frees one place, not two.
    ends[1]?.();
    expect(started).toEqual([1, 2, 3]);
    ends[0]?.();
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it('forget a picture gone while it waited, so it never takes a place', () => {
    const turns = createPictureTurns(1, 15_000);
    const started: string[] = [];
    const first = turns.take(() => started.push('first'));
    const gone = turns.take(() => started.push('gone'));
    turns.take(() => started.push('last'));
    gone();
    first();
    expect(started).toEqual(['first', 'last']);
  });

  it('end a turn held past the limit, so a picture that never answers cannot hold the rest', () => {
    vi.useFakeTimers();
    const turns = createPictureTurns(1, 15_000);
    const started: string[] = [];
    turns.take(() => started.push('stuck'));
    turns.take(() => started.push('next'));
    vi.advanceTimersByTime(14_999);
    expect(started).toEqual(['stuck']);
    vi.advanceTimersByTime(1);
    expect(started).toEqual(['stuck', 'next']);
  });
});

describe('a picture in turn', () => {
  const picture = (name: string, turns: ReturnType<typeof createPictureTurns>) => (
    <PictureInTurn key={name} eager turns={turns} className="game-thumb" src={`/thumbnails/${name}`} alt={name} />
  );

  it('is an empty box of its class until its turn, then the picture; loaded or failed, it hands the turn on', () => {
    const turns = createPictureTurns(1, 15_000);
    render(<>{['One', 'Two', 'Three'].map((name) => picture(name, turns))}</>);
    expect(screen.getByRole('img', { name: 'One' })).toHaveAttribute('src', '/thumbnails/One');
    const waiting = screen.getByRole('img', { name: 'Two' });
    expect(waiting.tagName).toBe('SPAN');
    expect(waiting).toHaveClass('game-thumb');
    expect(waiting).not.toHaveAttribute('src');

    fireEvent.load(screen.getByRole('img', { name: 'One' }));
    expect(screen.getByRole('img', { name: 'Two' })).toHaveAttribute('src', '/thumbnails/Two');
    expect(screen.getByRole('img', { name: 'Three' }).tagName).toBe('SPAN');

    fireEvent.error(screen.getByRole('img', { name: 'Two' }));
    expect(screen.getByRole('img', { name: 'Three' })).toHaveAttribute('src', '/thumbnails/Three');
  });

  it('hands its turn on when it leaves the page before it loaded', () => {
    const turns = createPictureTurns(1, 15_000);
    const view = render(<>{['One', 'Two'].map((name) => picture(name, turns))}</>);
    view.rerender(<>{['Two'].map((name) => picture(name, turns))}</>);
    expect(screen.getByRole('img', { name: 'Two' })).toHaveAttribute('src', '/thumbnails/Two');
  });

  it('passes its load and error handlers on', () => {
    const onError = vi.fn();
    render(<PictureInTurn eager turns={createPictureTurns(1, 15_000)} src="/thumbnails/1" alt="One" onError={onError} />);
    fireEvent.error(screen.getByRole('img', { name: 'One' }));
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('a grid on a page no service worker controls yet (a first visit)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('asks for three thumbnails at once, and the fourth once one of them has loaded', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: { controller: null } }));
    vi.resetModules();
    const { GameGrid } = await import('../../../src/games/GameGrid');
    const { renderAt } = await import('../../support/render-at');
    const games = [1, 2, 3, 4, 5, 6].map((id) => ({
      id, title: `Game ${id}`, thumbnail: `/thumbnails/${id}`, game_url: `https://play.example/${id}`,
      short_description: '', genre: '', platform: '', publisher: '', developer: '', release_date: '',
    }));
    renderAt('/all', <GameGrid games={games} label="Some games" />);
    const asked = () => screen.getAllByRole('img').filter((element) => element.tagName === 'IMG').map((element) => element.getAttribute('alt'));
    expect(asked()).toEqual(['Game 1', 'Game 2', 'Game 3']);
    fireEvent.load(screen.getByRole('img', { name: 'Game 2' }));
    expect(asked()).toEqual(['Game 1', 'Game 2', 'Game 3', 'Game 4']);
  });
});
