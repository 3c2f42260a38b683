import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordDataAge } from '../../../src/lib/data-age';
import { checkServer } from '../../../src/lib/server-reachability';
import { formatAge } from '../../../src/lib/format-age';
import { OfflineBanner, STATUS_DISMISSED_KEY } from '../../../src/pwa/OfflineBanner';

const MINUTE = 60 * 1000;

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

// Every test asks a fake /healthz (good unless a test says otherwise) and ends with a good answer,
// so whether the server was reachable does not carry over from one test to the next.
const fetchMock = vi.fn<typeof fetch>();
const serverAnswers = async () => new Response('{"status":"ok"}');

beforeEach(() => {
  fetchMock.mockImplementation(serverAnswers);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.restoreAllMocks();
  recordDataAge(null);
  fetchMock.mockImplementation(serverAnswers);
  await checkServer();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
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
    goOnline();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('server unreachable with the network up', () => {
  const healthResponses: (() => Promise<Response>)[] = [];

  beforeEach(() => {
    healthResponses.length = 0;
    fetchMock.mockImplementation(async () => (healthResponses.shift() ?? serverAnswers)());
  });

  const serverDown = () => healthResponses.push(async () => Promise.reject(new TypeError('Failed to fetch')));

  it('says the server cannot be reached and how old the saved data is, in the offline banner', async () => {
    serverDown();
    recordDataAge(String(Date.now() - 5 * MINUTE));
    render(<OfflineBanner />);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent("Freeplay's server can't be reached: showing what this device saved 5 minutes ago.");
    expect(banner).toHaveClass('pwa-notice', 'pwa-offline');
    expect(fetchMock).toHaveBeenCalledWith('/healthz', expect.objectContaining({ cache: 'no-store' }));
  });

  it('asks nothing and shows nothing while fresh data comes from the network', async () => {
    render(<OfflineBanner />);
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing when the server answers', async () => {
    recordDataAge(String(Date.now() - 5 * MINUTE));
    render(<OfflineBanner />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('can be dismissed; the dismissal outlives a reload and ends once the server answers again', async () => {
    serverDown();
    serverDown();
    recordDataAge(String(Date.now() - 5 * MINUTE));
    const first = render(<OfflineBanner />);
    await screen.findByRole('status');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
    first.unmount();
    render(<OfflineBanner />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(async () => undefined);
    expect(screen.queryByRole('status')).toBeNull();
    expect(localStorage.getItem(STATUS_DISMISSED_KEY)).not.toBeNull();
    // A good answer ends the dismissal: the next failure shows the banner again.
    cleanup();
    render(<OfflineBanner />);
    await waitFor(() => expect(localStorage.getItem(STATUS_DISMISSED_KEY)).toBeNull());
  });
});

describe('a dismissal while offline', () => {
  async function dismissWhileOffline() {
    render(<OfflineBanner />);
    goOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  }

  it('outlives a moment online that nothing confirms', async () => {
    // The connection comes back for a moment: the check it sets off is refused, or cut short.
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await dismissWhileOffline();
    goOnline();
    goOffline();
    await act(async () => undefined);
    expect(screen.queryByRole('status')).toBeNull();
    expect(localStorage.getItem(STATUS_DISMISSED_KEY)).not.toBeNull();
  });

  it('ends once the server answers after the connection is back', async () => {
    await dismissWhileOffline();
    goOnline();
    await waitFor(() => expect(localStorage.getItem(STATUS_DISMISSED_KEY)).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/healthz', expect.objectContaining({ cache: 'no-store' }));
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent("You're offline");
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
