import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameDetailPage } from '../../../src/games/GameDetailPage';
import { GameGrid } from '../../../src/games/GameGrid';
import { stubFetch } from './fetch-stub';
import { rawWindowsDetail } from './fixtures';
import { jsonResponse } from '../../support/json-response';
import { renderAt } from '../../support/render-at';

afterEach(() => {
  vi.unstubAllGlobals();
});

const games = [
  { id: 1, title: 'One', thumbnail: 'https://img.example/1.jpg', game_url: 'https://play.example/1' },
  { id: 2, title: 'Two', thumbnail: 'https://img.example/2.jpg', game_url: 'https://play.example/2' },
].map((game) => ({ ...game, short_description: '', genre: '', platform: '', publisher: '', developer: '', release_date: '' }));

describe('thumbnails that fail to load', () => {
  it('become the placeholder on the detail page', async () => {
    stubFetch(() => jsonResponse(rawWindowsDetail));
    renderAt('/gamedetails/540', <GameDetailPage id="540" />);
    fireEvent.error(await screen.findByRole('img', { name: 'Overwatch 2' }));
    const placeholder = screen.getByRole('img', { name: 'Overwatch 2' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveTextContent('No image');
  });

  it('turn only their own card into the placeholder in a grid', () => {
    renderAt('/all', <GameGrid games={games} label="Some games" />);
    fireEvent.error(screen.getByRole('img', { name: 'One' }));
    expect(screen.getByRole('img', { name: 'One' }).tagName).toBe('DIV');
    expect(screen.getByRole('img', { name: 'Two' }).tagName).toBe('IMG');
  });

  it('get another chance in a grid when the game comes back with a new picture', () => {
    const view = renderAt('/all', <GameGrid games={games} label="Some games" />);
    fireEvent.error(screen.getByRole('img', { name: 'One' }));
    const refreshed = games.map((game) => (game.id === 1 ? { ...game, thumbnail: 'https://img.example/1-new.jpg' } : game));
    view.rerenderPage(<GameGrid games={refreshed} label="Some games" />);
    expect(screen.getByRole('img', { name: 'One' })).toHaveAttribute('src', 'https://img.example/1-new.jpg');
  });
});

describe('grid cards', () => {
  it('link to the detail page as the router writes links, and keep the list semantics', () => {
    renderAt('/all', <GameGrid games={games} label="Some games" />);
    const list = screen.getByRole('list', { name: 'Some games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Two' }).closest('a')).toHaveAttribute('href', '#/gamedetails/2');
    expect(screen.getByRole('heading', { level: 2, name: 'Two' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Now! Two (opens in a new tab)' })).toHaveAttribute('href', 'https://play.example/2');
  });

  it('link to #/gamedetails/{id} under the hash router of the app', () => {
    renderAt('/all', <GameGrid games={games} label="Some games" />);
    expect(screen.getByRole('img', { name: 'One' }).closest('a')).toHaveAttribute('href', '#/gamedetails/1');
  });

  it('ask for the top row\'s pictures at high priority, all of them still lazily (the rest at the default priority)', () => {
    const many = Array.from({ length: 5 }, (_, index) => ({
      id: index + 1, title: `Game ${index + 1}`, thumbnail: `https://img.example/${index + 1}.jpg`, game_url: undefined,
      short_description: '', genre: '', platform: '', publisher: '', developer: '', release_date: '',
    }));
    renderAt('/all', <GameGrid games={many} label="Some games" />);
    const images = many.map((game) => screen.getByRole('img', { name: game.title }));
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high', null, null]);
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });
});

describe('the detail page\'s picture', () => {
  it('is asked for at once and at high priority: it is the page\'s largest paint', async () => {
    stubFetch(() => jsonResponse(rawWindowsDetail));
    renderAt('/gamedetails/540', <GameDetailPage id="540" />);
    const image = await screen.findByRole('img', { name: 'Overwatch 2' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('pictures held back while a search is typed', () => {
  const held = games.map((game, index) => ({ ...game, id: 10 + index, thumbnail: `https://img.example/held-${index}.jpg` }));

  it('are not asked for: an empty box of the picture\'s size with its name, and no "No image"', () => {
    renderAt('/browse', <GameGrid games={held} label="Some games" holdPictures />);
    const box = screen.getByRole('img', { name: 'One' });
    expect(box.tagName).toBe('DIV');
    expect(box).toHaveClass('game-thumb');
    expect(box).not.toHaveTextContent('No image');
    expect(screen.getByRole('list', { name: 'Some games' }).querySelectorAll('img')).toHaveLength(0);
  });

  it('are asked for once the grid stops holding them', () => {
    const view = renderAt('/browse', <GameGrid games={held} label="Some games" holdPictures />);
    view.rerenderPage(<GameGrid games={held} label="Some games" />);
    expect(screen.getByRole('img', { name: 'Two' })).toHaveAttribute('src', 'https://img.example/held-1.jpg');
  });

  it('show at once when this page has shown them already: the browser has them at hand', () => {
    // Pictures of their own: which pictures the page has shown is kept for the whole page.
    const seen = held.map((game) => ({ ...game, thumbnail: game.thumbnail.replace('held-', 'seen-') }));
    const view = renderAt('/browse', <GameGrid games={seen} label="Some games" />);
    fireEvent.load(screen.getByRole('img', { name: 'One' }));
    view.rerenderPage(<GameGrid games={[...seen].reverse()} label="Some games" holdPictures resetKey="q=o" />);
    expect(screen.getByRole('img', { name: 'One' }).tagName).toBe('IMG');
    expect(screen.getByRole('img', { name: 'Two' }).tagName).toBe('DIV');
  });
});
