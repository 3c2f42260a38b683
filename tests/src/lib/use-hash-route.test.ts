import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hashTarget,
  navigateHash,
  navigateHashAfterPaint,
  navigateHashWhileTyping,
  TYPED_ENTRY_PAUSE_MS,
  TYPED_WRITE_PAUSE_MS,
  useHashQuery,
} from '../../../src/lib/use-hash-route';
import { FRAME_BOUND_MS } from '../../../src/lib/after-paint';

/** Lets the typing pause pass, so what was typed reaches the history. */
const pause = () => vi.advanceTimersByTime(TYPED_WRITE_PAUSE_MS);

describe('navigateHashWhileTyping', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    navigateHash('/home', { replace: true });
    vi.useRealTimers();
  });

  it('keeps one history entry for keys typed in a row, and a new one after a pause', () => {
    navigateHash('/browse');
    const start = history.length;
    let now = 10 * TYPED_ENTRY_PAUSE_MS;
    for (const q of ['w', 'wa', 'war']) {
      now += TYPED_ENTRY_PAUSE_MS / 4;
      navigateHashWhileTyping(`/browse?q=${q}`, { now });
    }
    pause();
    expect(history.length).toBe(start + 1);
    expect(location.hash).toBe('#/browse?q=war');

    now += TYPED_ENTRY_PAUSE_MS;
    navigateHashWhileTyping('/browse?q=warf', { now });
    pause();
    navigateHashWhileTyping('/browse?q=warfr', { now: now + 400 });
    pause();
    expect(history.length).toBe(start + 2);
    expect(location.hash).toBe('#/browse?q=warfr');
  });

  it('opens Browse as a new entry for a key typed on another page, however soon after the last one', () => {
    navigateHash('/all');
    const start = history.length;
    navigateHashWhileTyping('/browse?q=a', { fromElsewhere: true, now: 1 });
    // The route changes with the key itself, not at the pause.
    expect(location.hash).toBe('#/browse?q=a');
    navigateHashWhileTyping('/browse?q=ab', { now: 2 });
    pause();
    expect(history.length).toBe(start + 1);
    expect(location.hash).toBe('#/browse?q=ab');
  });

  it('shows what was typed at once and writes it to the address bar at the pause', () => {
    navigateHash('/browse');
    const { result } = renderHook(() => useHashQuery());
    act(() => navigateHashWhileTyping('/browse?q=war', { now: 1e6 }));
    expect(result.current).toBe('q=war');
    expect(hashTarget()).toBe('/browse?q=war');
    expect(location.hash).toBe('#/browse');
    vi.advanceTimersByTime(TYPED_WRITE_PAUSE_MS - 1);
    expect(location.hash).toBe('#/browse');
    pause();
    expect(location.hash).toBe('#/browse?q=war');
    expect(result.current).toBe('q=war');
  });

  it('writes what was typed before another navigation, which then follows it in the history', () => {
    navigateHash('/browse');
    const start = history.length;
    navigateHashWhileTyping('/browse?q=war', { now: 2e6 });
    navigateHash('/game/5');
    expect(history.length).toBe(start + 2);
    history.back();
    return vi.waitFor(() => expect(location.hash).toBe('#/browse?q=war'), { timeout: 5_000 });
  });

  it('writes what was typed on a click, before a link the browser follows adds its entry', () => {
    navigateHash('/browse');
    const start = history.length;
    navigateHashWhileTyping('/browse?q=war', { now: 3e6 });
    document.body.click();
    expect(location.hash).toBe('#/browse?q=war');
    expect(history.length).toBe(start + 1);
  });

  it('drops what was typed when Back or Forward moves away first', async () => {
    navigateHash('/browse');
    navigateHash('/browse?q=old');
    const { result } = renderHook(() => useHashQuery());
    act(() => navigateHashWhileTyping('/browse?q=war', { now: 4e6 }));
    act(() => history.back());
    await vi.waitFor(() => expect(result.current).toBe(''), { timeout: 5_000 });
    pause();
    expect(location.hash).toBe('#/browse');
  });
});

describe('navigateHashAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    navigateHash('/home', { replace: true });
    vi.useRealTimers();
  });

  it('shows a tapped state at once and adds its history entry once the frame is painted', () => {
    navigateHash('/browse');
    const start = history.length;
    const { result } = renderHook(() => useHashQuery());
    act(() => navigateHashAfterPaint('/browse?tags=shooter'));
    expect(result.current).toBe('tags=shooter');
    // Not yet in the history: the write waits for the paint (or FRAME_BOUND_MS without frames).
    expect(location.hash).toBe('#/browse');
    act(() => vi.advanceTimersByTime(FRAME_BOUND_MS));
    expect(location.hash).toBe('#/browse?tags=shooter');
    expect(history.length).toBe(start + 1);
    expect(result.current).toBe('tags=shooter');
  });

  it('writes a pending tap before the next navigation, so each keeps its own entry in order', () => {
    navigateHash('/browse');
    const start = history.length;
    navigateHashAfterPaint('/browse?tags=shooter');
    navigateHashAfterPaint('/browse?tags=shooter,pvp');
    expect(history.length).toBe(start + 1);
    navigateHash('/all');
    expect(history.length).toBe(start + 3);
    expect(location.hash).toBe('#/all');
  });

  it('opens another page at once, as a link would', () => {
    navigateHash('/all');
    navigateHashAfterPaint('/browse?tags=shooter');
    expect(location.hash).toBe('#/browse?tags=shooter');
  });
});
