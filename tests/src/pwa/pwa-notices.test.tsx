import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_CATALOGUE_KEY, offlineCatalogueUrls } from '../../../src/pwa/offline-catalogue';
import { PwaNotices } from '../../../src/pwa/PwaNotices';
import { PERSIST_ASKED_KEY } from '../../../src/pwa/request-persistent-storage';

const fetchMock = vi.fn<typeof fetch>();
const persist = vi.fn(async () => true);
let serviceWorker: EventTarget & { controller: object | null };

function setNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

beforeEach(() => {
  fetchMock.mockImplementation(async () => new Response('[]', { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  serviceWorker = Object.assign(new EventTarget(), { controller: {} as object | null });
  setNavigator('serviceWorker', serviceWorker);
  setNavigator('storage', { persist });
});

afterEach(() => {
  fetchMock.mockReset();
  persist.mockClear();
  vi.unstubAllGlobals();
  for (const name of ['serviceWorker', 'storage', 'connection']) Reflect.deleteProperty(navigator, name);
});


/** Lets effects and the promise chains they start run to the end. */
const settle = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('PWA notices: offline catalogue after sign-in', () => {
  it('saves every list one at a time once a session exists, showing discreet progress', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const json = () => new Response('[]', { headers: { 'content-type': 'application/json' } });
    fetchMock.mockImplementationOnce(async () => json()).mockImplementationOnce(async () => {
      await gate;
      return json();
    });
    render(<PwaNotices hasSession />);
    const total = offlineCatalogueUrls().length;
    await waitFor(() => expect(screen.getByText(`Saving games for offline use… 1/${total}`)).toBeInTheDocument());
    // The second list is still on its way: no third request has started.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/Saving games/)).toHaveAttribute('aria-live', 'polite');
    await act(async () => release());
    await waitFor(() => expect(localStorage.getItem(OFFLINE_CATALOGUE_KEY)).not.toBeNull());
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(offlineCatalogueUrls());
    await waitFor(() => expect(screen.queryByText(/Saving games/)).toBeNull());
  });

  it('does nothing without a session, and starts when one appears', async () => {
    const { rerender } = render(<PwaNotices hasSession={false} />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(persist).not.toHaveBeenCalled();
    rerender(<PwaNotices hasSession />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });

  it('skips in Save-Data mode', async () => {
    setNavigator('connection', { saveData: true });
    render(<PwaNotices hasSession />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('skips when it already ran within the day', async () => {
    localStorage.setItem(OFFLINE_CATALOGUE_KEY, String(Date.now() - 60 * 60 * 1000));
    render(<PwaNotices hasSession />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('skips while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<PwaNotices hasSession />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('waits until the service worker controls the page, so the answers get stored', async () => {
    serviceWorker.controller = null;
    render(<PwaNotices hasSession />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    serviceWorker.controller = {};
    serviceWorker.dispatchEvent(new Event('controllerchange'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });

  it('asks for persistent storage once, after the first sign-in', async () => {
    const { unmount } = render(<PwaNotices hasSession />);
    await settle();
    expect(persist).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(PERSIST_ASKED_KEY)).not.toBeNull();
    unmount();
    render(<PwaNotices hasSession />);
    await settle();
    expect(persist).toHaveBeenCalledTimes(1);
  });
});
