import { afterEach, describe, expect, it } from 'vitest';
import { navigateHash, navigateHashWhileTyping, TYPED_ENTRY_PAUSE_MS } from '../../../src/lib/use-hash-route';

describe('navigateHashWhileTyping', () => {
  afterEach(() => {
    navigateHash('/home', { replace: true });
  });

  it('keeps one history entry for keys typed in a row, and a new one after a pause', () => {
    navigateHash('/home');
    const start = history.length;
    let now = 10 * TYPED_ENTRY_PAUSE_MS;
    navigateHashWhileTyping('/browse?q=w', { fromElsewhere: true, now });
    for (const q of ['wa', 'war']) {
      now += TYPED_ENTRY_PAUSE_MS / 4;
      navigateHashWhileTyping(`/browse?q=${q}`, { now });
    }
    expect(history.length).toBe(start + 1);
    expect(location.hash).toBe('#/browse?q=war');

    now += TYPED_ENTRY_PAUSE_MS;
    navigateHashWhileTyping('/browse?q=warf', { now });
    navigateHashWhileTyping('/browse?q=warfr', { now: now + 100 });
    expect(history.length).toBe(start + 2);
    expect(location.hash).toBe('#/browse?q=warfr');
  });

  it('opens Browse as a new entry for a key typed on another page, however soon after the last one', () => {
    navigateHash('/all');
    const start = history.length;
    navigateHashWhileTyping('/browse?q=a', { now: 1 });
    navigateHashWhileTyping('/browse?q=ab', { fromElsewhere: true, now: 2 });
    expect(history.length).toBe(start + 1);
    expect(location.hash).toBe('#/browse?q=ab');
  });
});
