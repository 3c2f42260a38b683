// A page whose content is the library (My Games, Pick for me) starts the library at once, and holds
// the rest of the deferred start-up until that content and its picture are painted
// (docs/decisions.md, "What waits for the first screenful").
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_WAIT_MS, startFirstContentClock } from '../../../src/lib/first-content';
import { afterNextPaint, onFirstContentClock, watchRelease } from '../../support/first-content-watch';

const libraryStarted = vi.fn();
vi.mock('../../../src/app/start-library-sync', () => (libraryStarted(), {}));

const { startLibrarySync, useLibraryIsContent } = await import('../../../src/app/library-start');

/** A page that shows a high-priority picture once `shown`, as Pick for me shows its game. */
function Page({ shown }: { shown: boolean }) {
  useLibraryIsContent(shown);
  return shown ? <img alt="Picked" src="/thumbnails/1" {...{ fetchpriority: 'high' }} /> : <p>Loading your library</p>;
}

onFirstContentClock();

/** The page mounted before its content, past the one-second fallback: the deferred start-up still waits. */
async function mountedPastFallback() {
  const released = watchRelease();
  startFirstContentClock();
  const view = render(<Page shown={false} />);
  await act(() => vi.advanceTimersByTimeAsync(MAX_WAIT_MS + 500));
  expect(released()).toBe(false);
  return { released, view };
}

describe('a page whose content is the library', () => {
  it('starts the library at mount, before any first content, and only once however often it is asked', async () => {
    startFirstContentClock();
    render(<Page shown={false} />);
    await vi.waitFor(() => expect(libraryStarted).toHaveBeenCalledTimes(1));
    await startLibrarySync();
    expect(libraryStarted).toHaveBeenCalledTimes(1);
  });

  it('holds the deferred start-up past MAX_WAIT_MS until its content shows, then until its picture has loaded and been painted', async () => {
    const { released, view } = await mountedPastFallback();

    view.rerender(<Page shown />);
    await afterNextPaint();
    await afterNextPaint();
    expect(released()).toBe(false);
    const picture = view.getByRole('img', { name: 'Picked' });
    fireEvent(picture, new Event('load'));
    await afterNextPaint();
    expect(released()).toBe(true);
  });

  it('leaving the page before its content showed ends its hold', async () => {
    const { released, view } = await mountedPastFallback();
    view.unmount();
    await afterNextPaint();
    expect(released()).toBe(true);
  });
});
