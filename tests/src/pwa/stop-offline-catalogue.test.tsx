// Another page of the app applying an update tells this one to stop its offline catalogue download.
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { offlineCatalogueUrls } from '../../../src/pwa/offline-catalogue';
import { PwaNotices } from '../../../src/pwa/PwaNotices';
import { CATALOGUE_CHANNEL } from '../../../src/pwa/stop-offline-catalogue';

const signals: (AbortSignal | undefined)[] = [];
const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
  signals.push(init?.signal ?? undefined);
  if (signals.length === 1) return new Response('[]', { headers: { 'content-type': 'application/json' } });
  return new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
  });
});

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: Object.assign(new EventTarget(), { controller: {} }), configurable: true });
  vi.stubGlobal('fetch', fetchMock);
});

afterAll(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('offline catalogue: a stop from another page', () => {
  it('aborts the download, clears its progress and starts no new one in this page', async () => {
    const { unmount } = render(<PwaNotices hasSession />);
    await waitFor(() => expect(screen.getByText(`Saving games for offline use… 1/${offlineCatalogueUrls().length}`)).toBeInTheDocument());

    const otherPage = new BroadcastChannel(CATALOGUE_CHANNEL);
    otherPage.postMessage({ type: 'something-else' });
    otherPage.postMessage({ type: 'stop-offline-catalogue' });
    await waitFor(() => expect(signals[1]?.aborted).toBe(true));
    await waitFor(() => expect(screen.queryByText(/Saving games/)).toBeNull());

    // Mounting again (the layout re-rendering, say) would normally start the download again.
    unmount();
    render(<PwaNotices hasSession />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    otherPage.close();
  });
});
