import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeWorkbox } from './fake-workbox';

vi.mock('workbox-window', async () => ({ Workbox: (await import('./fake-workbox')).FakeWorkbox }));

const reload = vi.fn();

beforeAll(() => {
  // Only production builds register a worker.
  vi.stubEnv('PROD', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: new EventTarget(), configurable: true });
  vi.stubGlobal('location', { ...window.location, reload });
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const { UpdateNotice } = await import('../../../src/pwa/UpdateNotice');

async function renderRegistered() {
  render(<UpdateNotice />);
  // The registration waits for an idle moment (a timer in jsdom).
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const workbox = FakeWorkbox.last;
  if (!workbox) throw new Error('UpdateNotice registered no service worker');
  await act(async () => undefined);
  return workbox;
}

describe('update notice', () => {
  // The registration lives as long as the page: these steps follow one page's life in order.
  it('registers /sw.js for the whole app, in an idle moment after the render, and shows nothing while no new version waits', async () => {
    vi.useFakeTimers();
    render(<UpdateNotice />);
    expect(FakeWorkbox.last).toBeUndefined();
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(FakeWorkbox.last).toBeDefined();
    vi.useRealTimers();
    const workbox = await renderRegistered();
    expect(workbox.url).toBe('/sw.js');
    expect(workbox.options).toEqual({ scope: '/' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a new version is ready when one is waiting; Later hides it', async () => {
    const workbox = await renderRegistered();
    act(() => {
      workbox.dispatchEvent(new Event('waiting'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready');
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('Reload activates the waiting version and reloads once it controls the page', async () => {
    const workbox = await renderRegistered();
    act(() => {
      workbox.dispatchEvent(new Event('waiting'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.dispatchEvent(new Event('controlling'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
