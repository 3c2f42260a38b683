import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_HEADER, EVENTS_PATH } from '../../../src/contract/live-events';
import { createLiveLink } from '../../../src/library/live-channel';
import { libraryStore, resetLibraryStore } from '../../../src/library/library-store';
import { engineHarness } from './engine-harness';

/** A fake server's event stream the test writes to and ends. */
function fakeStreams() {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const open: ReadableStreamDefaultController<Uint8Array>[] = [];
  let status = 200;
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), headers: { ...(init?.headers as Record<string, string>) } });
    if (status !== 200) return new Response('{"message":"Too many"}', { status });
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void open.push(controller) });
    init?.signal?.addEventListener('abort', () => body.cancel().catch(() => undefined));
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  const encoder = new TextEncoder();
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    requests,
    refuseWith: (code: number) => (status = code),
    write: (text: string) => open.at(-1)?.enqueue(encoder.encode(text)),
    end: () => open.at(-1)?.close(),
  };
}

const session = { token: 'token-ada', userId: 'ada' };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  resetLibraryStore();
});

describe('the live channel', () => {
  it('opens one stream with the token and device in headers (never in the URL), and pulls on each event', async () => {
    const server = fakeStreams();
    const onChange = vi.fn();
    const onDrop = vi.fn();
    const link = createLiveLink({ onChange, onDrop }, { fetch: server.fetch, device: 'device-1234' });
    link.connect(session);
    link.connect(session);
    await tick();
    expect(server.requests).toEqual([{ url: EVENTS_PATH, headers: expect.objectContaining({ Authorization: 'Bearer token-ada', [DEVICE_HEADER]: 'device-1234' }) }]);
    server.write(': open\n\n: heartbeat\n\n');
    await tick();
    expect(onChange).not.toHaveBeenCalled();
    // An event split across chunks, another whole, and one that is not ours.
    server.write('data: {"kind":"lib');
    server.write('rary"}\n\ndata: {"kind":"library"}\n\ndata: not json\n\ndata: {"kind":"other"}\n\n');
    await tick();
    expect(onChange).toHaveBeenCalledTimes(2);
    link.disconnect();
    await tick();
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('a dropped stream asks for a sync; one that did not work is not opened again for 30 s, then is', async () => {
    const server = fakeStreams();
    const clock = { now: 1_000_000 };
    const onDrop = vi.fn();
    const link = createLiveLink({ onChange: vi.fn(), onDrop }, { fetch: server.fetch, device: 'device-1234', now: () => clock.now });
    server.refuseWith(429);
    link.connect(session);
    await tick();
    expect(onDrop).toHaveBeenCalledOnce();
    link.connect(session);
    await tick();
    expect(server.requests).toHaveLength(1);
    clock.now += 30_000;
    server.refuseWith(200);
    link.connect(session);
    await tick();
    expect(server.requests).toHaveLength(2);
    // Open for a minute, then cut (the server restarted): asks for a sync, and may open again at once.
    clock.now += 60_000;
    server.end();
    await tick();
    expect(onDrop).toHaveBeenCalledTimes(2);
    link.connect(session);
    await tick();
    expect(server.requests).toHaveLength(3);
    // A new token (signed in again) replaces the stream.
    link.connect({ ...session, token: 'token-ada-2' });
    await tick();
    expect(server.requests.at(-1)?.headers.Authorization).toBe('Bearer token-ada-2');
    link.disconnect();
  });
});

describe('the engine with a live channel', () => {
  it("pulls when an event says another device changed the library, and shows it without any other trigger", async () => {
    let handlers: { onChange(): void; onDrop(): void } | undefined;
    const connected: string[] = [];
    const harness = engineHarness({
      deps: { live: (given) => ((handlers = given), { connect: (s) => void connected.push(s.token), disconnect: () => undefined }) },
    });
    try {
      harness.signIn('ada');
      await expect.poll(() => libraryStore.get().sync.state).toBe('synced');
      // A pass that reached the server opened the channel for this session.
      expect(connected).toContain('token-ada');
      harness.server.apply('ada', { op: 'put', game_id: 9, status: 'playing', rating: null, note: '', updated_at: 5_000, op_id: 'phone-1' });
      handlers?.onChange();
      await expect.poll(() => libraryStore.get().byId.get(9)?.status).toBe('playing');
    } finally {
      harness.engine.stop();
    }
  });
});
