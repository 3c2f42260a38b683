import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueIndex } from '../../../../src/contract';
import { NOTHING_LEFT_TEXT, PickPage, type PickChoice } from '../../../../src/games/pick/PickPage';
import { seededRandom } from '../../../support/seeded-random';
import { indexGames } from '../browse/index-games';

const games = indexGames();
const index: CatalogueIndex = { generated_at: '2026-01-01T00:00:00Z', source: 'demo', tags: [], games };

/** The page over a library held in state, as the app's route holds it in the library store. */
function Harness({ initial = [], onChoose, onUndo }: { initial?: number[]; onChoose?: (id: number, status: PickChoice) => void; onUndo?: (id: number) => void }) {
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(() => new Set(initial));
  const choose = async (gameId: number, status: PickChoice) => {
    onChoose?.(gameId, status);
    setExcluded((before) => new Set([...before, gameId]));
  };
  const undo = async (gameId: number) => {
    onUndo?.(gameId);
    setExcluded((before) => new Set([...before].filter((id) => id !== gameId)));
  };
  return <PickPage index={index} placeholder={<p>loading</p>} excluded={excluded} ready onChoose={choose} onUndoIgnored={undo} random={seededRandom(3)} />;
}

function open(query: string) {
  window.location.hash = `#/pick${query}`;
}

const shownTitle = () => screen.getByRole('heading', { level: 2 }).textContent ?? '';

afterEach(() => {
  window.location.hash = '';
});

describe('Pick for me', () => {
  it('shows one game with Want to try, Not interested and Next, their keys shown and announced, and sets the title', () => {
    open('');
    render(<Harness />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pick for me' })).toBeInTheDocument();
    expect(document.title).toBe('Pick for me · Freeplay');
    expect(games.map((game) => game.title)).toContain(shownTitle());
    const want = screen.getByRole('button', { name: 'Want to try' });
    expect(want).toHaveAttribute('aria-keyshortcuts', 'W');
    expect(want).toHaveTextContent('W');
    expect(screen.getByRole('button', { name: 'Not interested' })).toHaveAttribute('aria-keyshortcuts', 'N');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-keyshortcuts', 'Space ArrowRight');
    expect(screen.getByRole('link', { name: shownTitle() })).toHaveAttribute('href', expect.stringMatching(/^#\/gamedetails\/\d+$/));
  });

  it("asks for the picked game's picture at once and at high priority: it is the page's largest paint", () => {
    open('');
    render(<Harness />);
    const picture = screen.getByRole('img', { name: shownTitle() });
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws only from the Browse filters in the query, and says which', () => {
    open('?platform=browser&tags=mmorpg');
    render(<Harness />);
    const game = games.find((candidate) => candidate.title === shownTitle());
    expect(game?.tags).toContain('mmorpg');
    expect(game?.platform).toMatch(/browser/i);
    expect(screen.getByText(/From games matching Platform: Browser · Tag: /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change the filters' })).toHaveAttribute('href', '#/browse?platform=browser&tags=mmorpg');
  });

  it('W, N, Space and → do what the buttons do; never the same game twice in a row', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    open('');
    render(<Harness onChoose={chosen} />);
    const titles = [shownTitle()];
    for (let press = 0; press < 12; press += 1) {
      await user.keyboard(press % 2 === 0 ? '{ArrowRight}' : ' ');
      titles.push(shownTitle());
    }
    for (let at = 1; at < titles.length; at += 1) expect(titles[at]).not.toBe(titles[at - 1]);
    expect(chosen).not.toHaveBeenCalled();

    const wanted = shownTitle();
    await user.keyboard('w');
    expect(chosen).toHaveBeenLastCalledWith(games.find((game) => game.title === wanted)?.id, 'want');
    expect(screen.getByRole('status')).toHaveTextContent(`${wanted}: added to Want to try.`);
    expect(shownTitle()).not.toBe(wanted);

    const ignored = shownTitle();
    await user.keyboard('N');
    expect(chosen).toHaveBeenLastCalledWith(games.find((game) => game.title === ignored)?.id, 'ignored');
    expect(screen.getByRole('status')).toHaveTextContent(`${ignored}: Not interested. It won't be picked again.`);
    expect(shownTitle()).not.toBe(ignored);
  });

  it('offers Undo after Not interested: the game leaves the library again and comes back on screen; no Undo after Want to try or Next', async () => {
    const user = userEvent.setup();
    const undone = vi.fn();
    open('');
    render(<Harness onUndo={undone} />);
    const total = () => Number(/(\d+) games? left to pick from/.exec(document.body.textContent ?? '')?.[1]);
    const before = total();
    const ignored = shownTitle();
    const id = games.find((game) => game.title === ignored)?.id;
    await user.click(screen.getByRole('button', { name: 'Not interested' }));
    expect(total()).toBe(before - 1);
    expect(shownTitle()).not.toBe(ignored);
    await user.click(screen.getByRole('button', { name: `Undo Not interested for ${ignored}` }));
    expect(undone).toHaveBeenCalledWith(id);
    expect(await screen.findByRole('heading', { level: 2, name: ignored })).toBeInTheDocument();
    expect(total()).toBe(before);
    expect(screen.getByRole('status')).toHaveTextContent(`${ignored}: Not interested undone. It's back in the picks.`);
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Not interested' })).toHaveFocus();

    await user.keyboard('n');
    expect(screen.getByRole('button', { name: /^Undo Not interested for / })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    await user.keyboard('w');
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('offers Undo for the last game too, and brings it back from "Nothing left to pick"', async () => {
    const user = userEvent.setup();
    open('?q=warframe');
    const keep = games.find((game) => game.title === 'Warframe');
    render(<Harness initial={games.filter((game) => game !== keep).map((game) => game.id)} />);
    await user.click(screen.getByRole('button', { name: 'Not interested' }));
    expect(await screen.findByText(NOTHING_LEFT_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo Not interested for Warframe' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Warframe' })).toBeInTheDocument();
  });

  it('leaves keys alone while a field has the focus or a modifier is held', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    open('');
    render(<><input aria-label="elsewhere" /><Harness onChoose={chosen} /></>);
    const before = shownTitle();
    await user.click(screen.getByRole('textbox', { name: 'elsewhere' }));
    await user.keyboard('wn ');
    await user.keyboard('{Control>}w{/Control}');
    expect(chosen).not.toHaveBeenCalled();
    expect(shownTitle()).toBe(before);
  });

  it('never picks a game in the library, and says when nothing is left', async () => {
    const user = userEvent.setup();
    open('?q=warframe');
    const matching = games.filter((game) => /warframe/i.test(game.title));
    const keep = matching.find((game) => game.title === 'Warframe');
    const initial = games.filter((game) => game !== keep).map((game) => game.id);
    render(<Harness initial={initial} />);
    expect(shownTitle()).toBe('Warframe');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('This is the last game left that matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not interested' }));
    expect(await screen.findByText(NOTHING_LEFT_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the games marked Not interested' })).toHaveAttribute('href', '#/library?status=ignored');
    expect(screen.queryByRole('button', { name: 'Want to try' })).toBeNull();
  });

  it('shows the placeholder without the index, and waits for the stored library before drawing', () => {
    open('');
    const view = render(<PickPage index={undefined} placeholder={<p>catalogue on its way</p>} excluded={new Set()} ready onChoose={vi.fn()} onUndoIgnored={vi.fn()} />);
    expect(screen.getByText('catalogue on its way')).toBeInTheDocument();
    view.rerender(<PickPage index={index} placeholder={null} excluded={new Set()} ready={false} onChoose={vi.fn()} onUndoIgnored={vi.fn()} />);
    expect(within(view.container).queryByRole('button', { name: 'Want to try' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading your library' })).toBeInTheDocument();
  });

  it('says so when the library refuses a choice', async () => {
    const user = userEvent.setup();
    open('');
    const refuse = vi.fn(() => Promise.reject(new Error('Your library is full (5,000 games).')));
    render(<PickPage index={index} placeholder={null} excluded={new Set()} ready onChoose={refuse} onUndoIgnored={vi.fn()} random={seededRandom(5)} />);
    await act(() => user.click(screen.getByRole('button', { name: 'Want to try' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your library is full (5,000 games).');
  });
});
