import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardLabels, GameCard } from '../../../src/games/GameCard';

const game = {
  id: 7,
  title: 'Paper Fleet Admirals',
  thumbnail: 'https://img.example/7.jpg',
  short_description: 'Fold, float and fire:\r\nturn-based naval battles.',
  game_url: 'https://play.example/7',
  genre: 'Strategy',
  platform: 'PC (Windows), Web Browser',
  publisher: 'Folded',
  developer: 'Folded',
  release_date: '2024-01-02',
  freetogame_profile_url: undefined,
};

describe('GameCard', () => {
  it('shows the genre and each platform as small labels, from the data', () => {
    render(<GameCard game={game} href="#/gamedetails/7" />);
    const labels = screen.getByText('Strategy').closest('p');
    expect(labels).toHaveClass('game-card-labels');
    expect([...(labels as HTMLElement).querySelectorAll(':scope > span')].map((label) => label.textContent)).toEqual(['Strategy', 'PC (Windows)', 'Web Browser']);
  });

  it('shows the release year small after the labels, as a machine-readable date, read as "Released 2024"', () => {
    render(<GameCard game={game} href="#/gamedetails/7" />);
    const labels = screen.getByText('Strategy').closest('p') as HTMLElement;
    const year = within(labels).getByText('2024');
    expect(year.tagName).toBe('TIME');
    expect(year).toHaveAttribute('datetime', '2024-01-02');
    expect(year).toHaveTextContent('Released 2024');
    expect(labels.lastElementChild).toBe(year);
  });

  it.each([' 2019-04-16 ', '2019-04-16'])('reads the year of the padded or plain date %j', (release_date) => {
    render(<GameCard game={{ ...game, release_date }} href="#/gamedetails/7" />);
    expect(screen.getByText('2019')).toHaveAttribute('datetime', '2019-04-16');
  });

  // docs/games-service.md quirk 6: a date that is missing or not a real date shows no year at all.
  it.each(['', '   ', '0000-00-00', '1900-01-01', '2021-02-30', '2021-13-01', '2021', 'soon', 'NaN', '03/03/2011'])('shows no year for the release date %j', (release_date) => {
    const { container } = render(<GameCard game={{ ...game, release_date }} href="#/gamedetails/7" />);
    expect(container.querySelector('time')).toBeNull();
    expect(container.textContent).not.toMatch(/NaN|Released|undefined|Invalid/);
  });

  it('gives the thumbnail link the short description as its accessible description, not as more text', () => {
    render(<GameCard game={game} href="#/gamedetails/7" />);
    const link = screen.getByRole('link', { name: 'Paper Fleet Admirals' });
    expect(link).toHaveAttribute('href', '#/gamedetails/7');
    expect(link).toHaveAttribute('aria-description', 'Fold, float and fire: turn-based naval battles.');
    expect(screen.queryByText(/Fold, float and fire/)).toBeNull();
  });

  it('has one link to the game, which the title sits under (one tab stop, one name)', () => {
    render(<GameCard game={game} href="#/gamedetails/7" />);
    expect(screen.getAllByRole('link', { name: 'Paper Fleet Admirals' })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Paper Fleet Admirals' })).toBeInTheDocument();
  });
});

describe('cardLabels', () => {
  it.each([
    [{ genre: 'MMORPG', platform: 'PC (Windows)' }, ['MMORPG', 'PC (Windows)']],
    [{ genre: 'Shooter', platform: 'Web Browser' }, ['Shooter', 'Web Browser']],
    [{ genre: '', platform: '' }, []],
    [{ genre: 'Card Game', platform: 'PC (Windows),Web Browser' }, ['Card Game', 'PC (Windows)', 'Web Browser']],
  ])('%j -> %j', (input, labels) => {
    expect(cardLabels(input)).toEqual(labels);
  });
});
