/**
 * The writer of one event stream: a burst of events of one kind goes as the first at once and the
 * latest when the window ends; kinds do not fold into each other; a reader that stops reading is
 * dropped once its unread bytes pass the cap, and nothing is written after.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStreamWriter, type StreamSink } from '../../../server/live/stream-writer.js';

function fakeSink(unread = () => 0) {
  const written: string[] = [];
  const sink: StreamSink & { ended: boolean } = { ended: false, write: (text) => void written.push(text), bufferedBytes: unread, end: () => void (sink.ended = true) };
  return { sink, written };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createStreamWriter', () => {
  it('sends the first event of a burst at once and the latest one when the window ends, then is quiet', () => {
    const { sink, written } = fakeSink();
    const writer = createStreamWriter(sink, { coalesceMs: 250, maxBufferedBytes: 1024 });
    for (let write = 1; write <= 1_000; write++) writer.event('library', `{"kind":"library","cursor":"${write}"}`);
    expect(written).toEqual(['data: {"kind":"library","cursor":"1"}\n\n']);
    vi.advanceTimersByTime(250);
    expect(written).toEqual(['data: {"kind":"library","cursor":"1"}\n\n', 'data: {"kind":"library","cursor":"1000"}\n\n']);
    vi.advanceTimersByTime(10_000);
    expect(written).toHaveLength(2);
    // A change after the quiet window goes at once again.
    writer.event('library', '{"kind":"library","cursor":"1001"}');
    expect(written).toHaveLength(3);
  });

  it('keeps kinds apart: a diary event is not folded into a library burst', () => {
    const { sink, written } = fakeSink();
    const writer = createStreamWriter(sink, { coalesceMs: 250, maxBufferedBytes: 1024 });
    writer.event('library', 'L1');
    writer.event('library', 'L2');
    writer.event('diary', 'D1');
    expect(written).toEqual(['data: L1\n\n', 'data: D1\n\n']);
    vi.advanceTimersByTime(250);
    expect(written).toEqual(['data: L1\n\n', 'data: D1\n\n', 'data: L2\n\n']);
  });

  it('drops a reader whose unread bytes pass the cap, and writes nothing more to it', () => {
    let unread = 0;
    const { sink, written } = fakeSink(() => unread);
    const writer = createStreamWriter(sink, { coalesceMs: 250, maxBufferedBytes: 100 });
    writer.comment('heartbeat');
    unread = 101;
    writer.comment('heartbeat');
    expect(sink.ended).toBe(true);
    writer.event('library', 'L1');
    vi.advanceTimersByTime(1_000);
    expect(written).toEqual([': heartbeat\n\n']);
  });

  it('writes nothing once closed, not even the event a window was holding', () => {
    const { sink, written } = fakeSink();
    const writer = createStreamWriter(sink, { coalesceMs: 250, maxBufferedBytes: 1024 });
    writer.event('library', 'L1');
    writer.event('library', 'L2');
    writer.close();
    vi.advanceTimersByTime(1_000);
    expect(written).toEqual(['data: L1\n\n']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
