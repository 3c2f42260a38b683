import { describe, expect, it, vi } from 'vitest';
import { FRESH_SHELL_PARAM, freshShellUrl, withoutFreshShell } from '../../src/contract/fresh-shell.js';
import { createFreshShellHandler, isFreshShellNavigation } from '../../sw/app-shell.js';
import { ORIGIN, stubFetch } from './harness.js';

// The app shell module loads workbox, whose logger reads `self` when it loads.
vi.hoisted(() => vi.stubGlobal('self', globalThis));

const PAGE = `${ORIGIN}/?${FRESH_SHELL_PARAM}=17#/home`;
const html = (text: string, status = 200) => new Response(text, { status, headers: { 'content-type': 'text/html' } });

function setup(precached: Response | null = html('precached shell')) {
  const net = stubFetch();
  const handle = createFreshShellHandler({ fetch: net.fetch, precachedShell: async () => precached?.clone() ?? undefined, timeoutMs: 30 });
  return { net, handle: () => handle(new Request(PAGE)) };
}

describe('fresh-shell navigations (the update notice\'s fallback reload)', () => {
  it('answers with the server\'s current index.html, asked for without the browser cache', async () => {
    const s = setup();
    s.net.respond(html('new shell'));
    expect(await (await s.handle()).text()).toBe('new shell');
    expect(new URL(s.net.requests[0]?.url ?? '').search).toBe(`?${FRESH_SHELL_PARAM}=17`);
    expect(s.net.requests[0]?.cache).toBe('no-cache');
  });

  it('falls back to the precached shell when offline, on an error answer, or when the server does not answer in time', async () => {
    const s = setup();
    s.net.respond(new TypeError('offline'));
    expect(await (await s.handle()).text()).toBe('precached shell');
    s.net.respond(html('restarting', 503));
    expect(await (await s.handle()).text()).toBe('precached shell');
    s.net.respond((request) => new Promise((_resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
    }));
    expect(await (await s.handle()).text()).toBe('precached shell');
    expect(s.net.requests[2]?.signal.aborted).toBe(true);
  });

  it('gives a network error only when there is neither a network answer nor a precached shell', async () => {
    const s = setup(null);
    s.net.respond(new TypeError('offline'));
    expect((await s.handle()).type).toBe('error');
  });

  it('applies only to page navigations that carry the marker', () => {
    const navigation = (url: string) => ({ mode: 'navigate', url }) as Request;
    expect(isFreshShellNavigation(navigation(PAGE), new URL(PAGE))).toBe(true);
    expect(isFreshShellNavigation(navigation(`${ORIGIN}/#/home`), new URL(`${ORIGIN}/#/home`))).toBe(false);
    expect(isFreshShellNavigation(new Request(PAGE), new URL(PAGE))).toBe(false);
  });

  it('adds the marker to an address and takes it out again, keeping the hash route', () => {
    const marked = freshShellUrl(`${ORIGIN}/?lang=en#/platforms/pc`, 42);
    expect(new URL(marked).searchParams.get(FRESH_SHELL_PARAM)).toBe('42');
    expect(new URL(marked).hash).toBe('#/platforms/pc');
    expect(withoutFreshShell(marked)).toBe(`${ORIGIN}/?lang=en#/platforms/pc`);
    expect(withoutFreshShell(`${ORIGIN}/#/home`)).toBeUndefined();
  });
});
