/**
 * Writes to one open event stream (docs/architecture.md, "Live changes"), so that neither a burst of
 * changes nor a reader that stops reading costs the server memory:
 * - each event only says "pull this kind", so the first of a kind goes at once and any more of that
 *   kind within the window go as one, the latest, when the window ends;
 * - a reader that leaves more than `maxBufferedBytes` unread is dropped; its client reconnects and pulls.
 */

/** The socket side of a stream. */
export interface StreamSink {
  write(text: string): void;
  /** Bytes written but not yet taken by the reader. */
  bufferedBytes(): number;
  /** Drops the reader. */
  end(): void;
}

export interface StreamWriterOptions {
  coalesceMs: number;
  maxBufferedBytes: number;
}

export const DEFAULT_STREAM_WRITER: StreamWriterOptions = { coalesceMs: 250, maxBufferedBytes: 64 * 1024 };

export interface StreamWriter {
  /** One `data:` event; `kind` groups the events a burst folds into one. */
  event(kind: string, data: string): void;
  /** A comment line (a heartbeat). */
  comment(text: string): void;
  /** Stops the window timers; nothing more is written. */
  close(): void;
}

export function createStreamWriter(sink: StreamSink, options: StreamWriterOptions = DEFAULT_STREAM_WRITER): StreamWriter {
  const windows = new Map<string, { timer: ReturnType<typeof setTimeout>; waiting?: string }>();
  let closed = false;

  function write(text: string): void {
    if (closed) return;
    if (sink.bufferedBytes() > options.maxBufferedBytes) {
      close();
      sink.end();
      return;
    }
    sink.write(text);
  }

  function openWindow(kind: string): void {
    const timer = setTimeout(() => {
      const waiting = windows.get(kind)?.waiting;
      windows.delete(kind);
      if (waiting === undefined) return;
      write(`data: ${waiting}\n\n`);
      openWindow(kind);
    }, options.coalesceMs);
    windows.set(kind, { timer });
  }

  function close(): void {
    closed = true;
    for (const { timer } of windows.values()) clearTimeout(timer);
    windows.clear();
  }

  return {
    event(kind, data) {
      if (closed) return;
      const window = windows.get(kind);
      if (window) {
        window.waiting = data;
        return;
      }
      write(`data: ${data}\n\n`);
      if (!closed) openWindow(kind);
    },
    comment: (text) => write(`: ${text}\n\n`),
    close,
  };
}
