// Reload's fallback: a page opened through the fresh-shell marker is already the new version, so it
// carries on with the update quietly; and the fallback itself navigates to that marked address.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeWorkbox } from './fake-workbox';
import { FRESH_SHELL_PARAM } from '../../../src/contract/fresh-shell';
import { UPDATE_FALLBACK_MS } from '../../../src/pwa/apply-update';

vi.mock('workbox-window', async () => ({ Workbox: (await import('./fake-workbox')).FakeWorkbox }));

beforeAll(() => {
  vi.stubEnv('PROD', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: new EventTarget(), configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const { UpdateNotice } = await import('../../../src/pwa/UpdateNotice');

describe('the fresh-shell page after Reload fell back', () => {
  // One page's life, in order: opened by the fallback, then a later version, then its fallback.
  it('takes the marker out of the address and activates the chosen version without showing the notice', async () => {
    window.history.replaceState(null, '', `/?${FRESH_SHELL_PARAM}=1700000000000#/platforms/pc`);
    render(<UpdateNotice />);
    // The registration waits for an idle moment (a timer in jsdom).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/platforms/pc');
    const workbox = FakeWorkbox.last;
    if (!workbox) throw new Error('UpdateNotice registered no service worker');
    act(() => {
      workbox.dispatchEvent(new Event('waiting'));
    });
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('A new version is ready')).toBeNull();
  });

  it('shows the notice for a later version, and its fallback reload asks for the fresh shell', async () => {
    render(<UpdateNotice />);
    const workbox = FakeWorkbox.last;
    if (!workbox) throw new Error('UpdateNotice registered no service worker');
    act(() => {
      workbox.dispatchEvent(new Event('waiting'));
    });
    expect(screen.getByText('A new version is ready.')).toBeInTheDocument();

    const replace = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, replace, reload: vi.fn() });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(UPDATE_FALLBACK_MS);
    expect(replace).toHaveBeenCalledTimes(1);
    const target = new URL(String(replace.mock.calls[0]?.[0]));
    expect(target.searchParams.get(FRESH_SHELL_PARAM)).toMatch(/^[0-9]+$/);
    expect(target.hash).toBe('#/platforms/pc');
    expect(target.pathname).toBe('/');
  });
});
