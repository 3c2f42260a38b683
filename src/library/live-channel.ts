/**
 * The live channel (docs/architecture.md, "Live changes"): one `GET /user/events` stream per open
 * app, read with fetch so the token goes in the Authorization header (EventSource cannot send
 * one, and a token in a URL gets logged). Each event means "your library changed on another
 * device": the engine pulls. The channel never reconnects by itself: when it drops, the engine
 * syncs through its back-off and opens it again after a pass that reached the server, so a
 * stopped server costs no extra attempts. Polling every 5 minutes stays the fallback.
 */
import { is } from '../contract/struct-checks.js';
import { DEVICE_HEADER, DiaryChangedEvent, EVENTS_PATH, LibraryChangedEvent, ListsChangedEvent } from '../contract/live-events';
import { announceLiveChange } from '../lib/live-changes';

// The server sends a heartbeat every 25 s; this long without a byte means the line is dead.
const SILENCE_MS = 60_000;
// A stream that lived less than this did not work; one that lived longer had just been cut.
const STABLE_MS = 30_000;
const REFUSED_BASE_MS = 30_000;
const REFUSED_MAX_MS = 10 * 60 * 1000;

interface LiveSession {
  token: string;
  userId: string;
}

export interface LiveLinkHandlers {
  /** Another device changed the library: pull. */
  onChange(): void;
  /** The stream ended or failed: sync (through the back-off); a pass that works opens it again. */
  onDrop(): void;
}

export interface LiveLink {
  /** Opens the stream for this session unless it is open, or was refused a moment ago. */
  connect(session: LiveSession): void;
  disconnect(): void;
}

export interface LiveLinkDeps {
  fetch: typeof fetch;
  now: () => number;
  device: string;
}

/** Reads the SSE stream: `data:` lines are events, `:` lines are heartbeats; every chunk is a sign of life. */
async function readEvents(body: ReadableStream<Uint8Array>, onData: (data: string) => void, onAlive: () => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    onAlive();
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, cut).replace(/\r$/, '');
      buffer = buffer.slice(cut + 1);
      if (line.startsWith('data:')) onData(line.slice(5).trim());
    }
  }
}

export function createLiveLink(handlers: LiveLinkHandlers, overrides: Partial<LiveLinkDeps> = {}): LiveLink {
  const deps: LiveLinkDeps = { fetch: (...args) => fetch(...args), now: () => Date.now(), device: crypto.randomUUID(), ...overrides };
  let current: { key: string; controller: AbortController } | undefined;
  let refusals = 0;
  let refusedUntil = 0;

  function onData(data: string): void {
    let event: unknown;
    try {
      event = JSON.parse(data);
    } catch {
      return;
    }
    if (is(event, LibraryChangedEvent)) handlers.onChange();
    // The same stream carries other features' changes: they listen in lib/live-changes.ts.
    else if (is(event, DiaryChangedEvent)) announceLiveChange('diary');
    else if (is(event, ListsChangedEvent)) announceLiveChange('lists');
  }

  async function run(session: LiveSession, controller: AbortController, key: string): Promise<void> {
    let silence: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), SILENCE_MS);
    };
    const opened = deps.now();
    try {
      alive();
      const response = await deps.fetch(EVENTS_PATH, { headers: { Authorization: `Bearer ${session.token}`, Accept: 'text/event-stream', [DEVICE_HEADER]: deps.device }, signal: controller.signal, cache: 'no-store' });
      if (response.ok && response.body) await readEvents(response.body, onData, alive);
      else void response.body?.cancel();
    } catch {
      // A dropped line or an abort: below.
    } finally {
      clearTimeout(silence);
    }
    if (current?.key !== key) return; // disconnected on purpose
    current = undefined;
    // Refused, unreachable or dropped at once (a limit, a server without the channel, a proxy that
    // buffers): not asked for again for a while, so syncs that work cannot loop through it.
    if (deps.now() - opened < STABLE_MS) {
      refusals++;
      refusedUntil = deps.now() + Math.min(REFUSED_BASE_MS * 2 ** (refusals - 1), REFUSED_MAX_MS);
    } else refusals = 0;
    handlers.onDrop();
  }

  return {
    connect(session) {
      const key = `${session.userId}\n${session.token}`;
      if (current?.key === key || deps.now() < refusedUntil) return;
      current?.controller.abort();
      const controller = new AbortController();
      current = { key, controller };
      void run(session, controller, key);
    },
    disconnect() {
      const open = current;
      current = undefined;
      open?.controller.abort();
    },
  };
}
