/**
 * The game page's session form is made once its place comes within 200 px of the view, not while
 * the page starts: the first date field a page makes is costly. Until then its box holds its place.
 */
import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GameDiaryPanel } from '../../../src/diary/game/GameDiaryPanel';
import { startDiary } from '../../../src/diary/start-diary';

const watched: { callback: IntersectionObserverCallback; rootMargin: string | undefined; target: Element }[] = [];

beforeAll(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const session = { token: 't', userId: 'near-user' };
  startDiary({ getSession: () => session, subscribeSession: () => () => undefined, onUnauthorized: () => undefined });
  vi.stubGlobal('IntersectionObserver', class {
    constructor(private readonly callback: IntersectionObserverCallback, private readonly options?: IntersectionObserverInit) {}
    observe(target: Element) {
      watched.push({ callback: this.callback, rootMargin: this.options?.rootMargin, target });
    }
    unobserve() {}
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('GameDiaryPanel far from the view', () => {
  it('shows the heading and an empty box of the form, and makes the form once the box comes within 200 px', () => {
    const { container } = render(<GameDiaryPanel gameId={7} title="Paladins" status={undefined} takeStatus={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Log a session' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Day')).not.toBeInTheDocument();
    const slot = container.querySelector('.session-form-slot');
    expect(slot).toBeEmptyDOMElement();
    const watch = watched.find((each) => each.target === slot);
    expect(watch?.rootMargin).toBe('200px');
    act(() => watch?.callback([{ isIntersecting: true, target: slot } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByLabelText('Day')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('button', { name: 'Log session' })).toBeEnabled();
  });
});
