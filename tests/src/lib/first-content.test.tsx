import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstContent, holdFirstContent, markFirstContent, MAX_HELD_WAIT_MS, MAX_WAIT_MS, PICTURES_BOUND_MS, resetFirstContent, startFirstContentClock, useAfterFirstContent,
} from '../../../src/lib/first-content';
import { FRAME_BOUND_MS } from '../../../src/lib/after-paint';
import { PENDING_PRIORITY_PICTURE } from '../../../src/lib/priority-pictures';

function Gate() {
  return <p>{useAfterFirstContent() ? 'deferred parts shown' : 'first screenful only'}</p>;
}

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('what waits for the first screenful', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    resetFirstContent();
  });
  afterEach(() => {
    vi.useRealTimers();
    // What a test put on the page or stubbed (pictures, their boxes, an engine's APIs) goes with it.
    for (const node of document.body.querySelectorAll(`img, [${PENDING_PRIORITY_PICTURE}]`)) node.remove();
    vi.unstubAllGlobals();
  });

  it('starts after the frame that paints the first content, not when it is committed', async () => {
    const waiting = afterFirstContent();
    markFirstContent();
    expect(await settled(waiting)).toBe(false);
    // The animation frame comes before that frame's paint: still waiting.
    vi.advanceTimersToNextFrame();
    expect(await settled(waiting)).toBe(false);
    // The task after it runs once the frame is painted (a zero-delay timer, which fake timers run 1 ms on).
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
    expect(await settled(afterFirstContent())).toBe(true);
  });

  it('starts at the latest MAX_WAIT_MS after the app started, on a page that marks no content', async () => {
    startFirstContentClock();
    const waiting = afterFirstContent();
    vi.advanceTimersByTime(MAX_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('shows the deferred parts of the shell once the content is painted', () => {
    render(<Gate />);
    expect(screen.getByText('first screenful only')).toBeInTheDocument();
    act(() => {
      markFirstContent();
      markFirstContent();
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('deferred parts shown')).toBeInTheDocument();
  });

  it('keeps waiting past MAX_WAIT_MS while a page holds it (its content on the way), and starts after the frame that ends the hold', async () => {
    startFirstContentClock();
    const waiting = afterFirstContent();
    const endHold = holdFirstContent();
    vi.advanceTimersByTime(MAX_WAIT_MS + 500);
    expect(await settled(waiting)).toBe(false);
    endHold();
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('starts once every hold has ended, the first content painted or not', async () => {
    startFirstContentClock();
    const waiting = afterFirstContent();
    const endFirst = holdFirstContent();
    const endSecond = holdFirstContent();
    vi.advanceTimersByTime(MAX_WAIT_MS);
    endFirst();
    endFirst();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(false);
    endSecond();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('starts at MAX_HELD_WAIT_MS after the app started even while a page still holds it', async () => {
    startFirstContentClock();
    const waiting = afterFirstContent();
    holdFirstContent();
    vi.advanceTimersByTime(MAX_HELD_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('starts within FRAME_BOUND_MS of the content when the engine withholds animation frames', async () => {
    // A frame that never comes (WebKit under automation, a page in the background).
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const waiting = afterFirstContent();
    markFirstContent();
    vi.advanceTimersByTime(FRAME_BOUND_MS - 1);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('waits for a high-priority picture that never loads no longer than PICTURES_BOUND_MS', async () => {
    const picture = priorityPicture({ complete: false });
    document.body.append(picture);
    const waiting = afterFirstContent();
    markFirstContent();
    vi.advanceTimersByTime(PICTURES_BOUND_MS - 1);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(FRAME_BOUND_MS + 1);
    expect(await settled(waiting)).toBe(true);
  });

  it('waits for a high-priority picture to be decoded, not only loaded, before the deferred work', async () => {
    // Loaded (complete) but with a decoding="async" picture's decode still to come: its frame is not painted yet.
    let decoded = () => undefined as void;
    const picture = priorityPicture({ complete: true, decode: () => new Promise<void>((resolve) => (decoded = resolve)) });
    document.body.append(picture);
    const waiting = afterFirstContent();
    markFirstContent();
    vi.advanceTimersByTime(FRAME_BOUND_MS * 3);
    expect(await settled(waiting)).toBe(false);
    decoded();
    await settleMicrotasks();
    paintNextFrame();
    expect(await settled(waiting)).toBe(true);
  });

  it('waits, where the engine has Element Timing, for the picture to be presented, not only decoded', async () => {
    const picture = priorityPicture({ complete: true, naturalWidth: 365, decode: () => Promise.resolve() });
    document.body.append(picture);
    const report = stubElementTiming();
    const waiting = afterFirstContent();
    markFirstContent();
    await settleMicrotasks();
    vi.advanceTimersByTime(FRAME_BOUND_MS * 3);
    expect(await settled(waiting)).toBe(false);
    report(picture);
    paintNextFrame();
    expect(await settled(waiting)).toBe(true);
  });

  it('counts a high-priority picture that failed as done where the engine has Element Timing', async () => {
    const picture = priorityPicture({ complete: true, naturalWidth: 0 });
    document.body.append(picture);
    stubElementTiming();
    const waiting = afterFirstContent();
    markFirstContent();
    paintNextFrame();
    expect(await settled(waiting)).toBe(true);
  });

  it('waits for a high-priority picture that was still waiting for its turn when the content was marked', async () => {
    // On a first visit the picture is an empty box at the mark and enters the page a render later.
    const box = document.createElement('span');
    box.setAttribute(PENDING_PRIORITY_PICTURE, '');
    document.body.append(box);
    const picture = priorityPicture({ complete: false });
    const report = stubElementTiming();
    const waiting = afterFirstContent();
    markFirstContent();
    box.replaceWith(picture);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(FRAME_BOUND_MS * 3);
    expect(await settled(waiting)).toBe(false);
    report(picture);
    paintNextFrame();
    expect(await settled(waiting)).toBe(true);
  });
});

/** A PerformanceObserver that knows 'element' entries (jsdom has none); the answer reports one element's paint. */
function stubElementTiming(): (element: Element) => void {
  const observers: ((list: { getEntries: () => { element: Element }[] }) => void)[] = [];
  vi.stubGlobal('PerformanceObserver', class {
    static supportedEntryTypes = ['element'];
    constructor(private readonly callback: (list: { getEntries: () => { element: Element }[] }) => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  });
  return (element) => {
    for (const callback of [...observers]) callback({ getEntries: () => [{ element }] });
  };
}

/** A high-priority picture on the page, as the browser would describe it. */
function priorityPicture(state: { complete: boolean; naturalWidth?: number; decode?: () => Promise<void> }): HTMLImageElement {
  const picture = document.createElement('img');
  picture.setAttribute('fetchpriority', 'high');
  Object.defineProperty(picture, 'complete', { value: state.complete });
  if (state.naturalWidth !== undefined) Object.defineProperty(picture, 'naturalWidth', { value: state.naturalWidth });
  if (state.decode) picture.decode = state.decode;
  return picture;
}

/** The next animation frame, then the task after its paint (a zero-delay timer, which fake timers run 1 ms on). */
function paintNextFrame(): void {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
}

/** The microtasks a chain of a few promises takes to settle. */
async function settleMicrotasks(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

