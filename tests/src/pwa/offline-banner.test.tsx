import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordDataAge } from '../../../src/lib/data-age';
import { formatAge } from '../../../src/pwa/format-age';
import { OfflineBanner } from '../../../src/pwa/OfflineBanner';

const MINUTE = 60 * 1000;

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  recordDataAge(null);
});

describe('offline banner', () => {
  it('shows nothing while online', () => {
    recordDataAge(String(Date.now() - 5 * MINUTE));
    const { container } = render(<OfflineBanner />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says the app is offline and how old the data on screen is', () => {
    render(<OfflineBanner />);
    recordDataAge(String(Date.now() - 5 * MINUTE));
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent("You're offline: showing data saved 5 minutes ago.");
  });

  it('says so without an age when the data came straight from the network', () => {
    render(<OfflineBanner />);
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent("You're offline");
    expect(screen.getByRole('status')).not.toHaveTextContent('saved');
  });

  it('goes away when the connection is back', () => {
    render(<OfflineBanner />);
    goOffline();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('formatAge', () => {
  const now = Date.UTC(2026, 0, 10, 12);
  it.each([
    [20 * 1000, 'just now'],
    [5 * MINUTE, '5 minutes ago'],
    [1 * MINUTE, '1 minute ago'],
    [3 * 60 * MINUTE, '3 hours ago'],
    [25 * 60 * MINUTE, 'yesterday'],
    [4 * 24 * 60 * MINUTE, '4 days ago'],
  ])('%i ms ago reads "%s"', (age, words) => {
    expect(formatAge(now - age, now)).toBe(words);
  });

  it('never speaks of the future when clocks disagree', () => {
    expect(formatAge(now + 10 * MINUTE, now)).toBe('just now');
  });
});
