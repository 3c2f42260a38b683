// Reload on the update notice stops the offline catalogue download, here and in the app's other
// pages, before the new service worker is asked to take over (the old one must be left idle).
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeWorkbox } from './fake-workbox';
import { offlineCatalogueUrls } from '../../../src/pwa/offline-catalogue';
import { CATALOGUE_CHANNEL } from '../../../src/pwa/stop-offline-catalogue';

const steps: string[] = [];

vi.mock('workbox-window', async () => ({ Workbox: (await import('./fake-workbox')).FakeWorkbox }));

const reload = vi.fn(() => steps.push('reload'));
const requests: { url: string; signal: AbortSignal | undefined }[] = [];

/** The first list answers; the second stays on its way until its request is aborted. */
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  requests.push({ url, signal: init?.signal ?? undefined });
  if (requests.length === 1) return new Response('[]', { headers: { 'content-type': 'application/json' } });
  return new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => {
      steps.push('download aborted');
      reject(new DOMException('Aborted', 'AbortError'));
    }, { once: true });
  });
});

beforeAll(() => {
  vi.stubEnv('PROD', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: Object.assign(new EventTarget(), { controller: {} }), configurable: true });
  vi.stubGlobal('location', { ...window.location, href: window.location.href, reload });
  vi.stubGlobal('fetch', fetchMock);
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const { PwaNotices } = await import('../../../src/pwa/PwaNotices');
const { PwaStatus } = await import('../../../src/pwa/PwaStatus');

describe('Reload on the update notice', () => {
  it('aborts the running download here and in other pages, then asks the waiting version to take over', async () => {
    const otherPage = new BroadcastChannel(CATALOGUE_CHANNEL);
    const heard: unknown[] = [];
    otherPage.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
    // As the shell draws them: the status notices (update among them) above, the offers below.
    render(
      <>
        <PwaStatus />
        <PwaNotices hasSession />
      </>,
    );
    const total = offlineCatalogueUrls().length;
    await waitFor(() => expect(screen.getByText(`Saving games for offline use… 1/${total}`)).toBeInTheDocument());
    const workbox = FakeWorkbox.last;
    if (!workbox) throw new Error('PwaStatus registered no service worker');
    workbox.messageSkipWaiting.mockImplementation(() => steps.push('skip waiting'));
    act(() => {
      workbox.dispatchEvent(new Event('waiting'));
    });

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(steps).toEqual(['download aborted', 'skip waiting']);
    expect(requests[1]?.signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByText(/Saving games/)).toBeNull());
    await waitFor(() => expect(heard).toEqual([{ type: 'stop-offline-catalogue' }]));
    // No further list is fetched through the old worker.
    expect(fetchMock).toHaveBeenCalledTimes(2);

    act(() => {
      workbox.dispatchEvent(new Event('controlling'));
    });
    expect(steps).toEqual(['download aborted', 'skip waiting', 'reload']);
    otherPage.close();
  });
});
