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
    expect(within(labels as HTMLElement).getAllByText(/./).map((label) => label.textContent)).toEqual(['Strategy', 'PC (Windows)', 'Web Browser']);
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
