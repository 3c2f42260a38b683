import { describe, expect, it } from 'vitest';
import { createFailureMemory } from '../../../server/games/images/failure-memory.js';
import { failure } from '../../../server/games/upstream/fetched.js';

describe('remembered image failures', () => {
  it('keeps a lasting failure 10 minutes and a temporary one 30 s; a full gate is not remembered', () => {
    let now = 0;
    const memory = createFailureMemory(() => now);
    memory.remember('https://www.freetogame.com/g/1/thumbnail.jpg', failure('HTTP 404', { lasting: true }));
    memory.remember('https://www.freetogame.com/g/2/thumbnail.jpg', failure('HTTP 503'));
    memory.remember('https://www.freetogame.com/g/3/thumbnail.jpg', failure('rate gate queue full', { busy: true, down: false }));
    expect(memory.recall('https://www.freetogame.com/g/3/thumbnail.jpg')).toBeUndefined();
    now = 29_999;
    expect(memory.recall('https://www.freetogame.com/g/2/thumbnail.jpg')?.reason).toBe('HTTP 503');
    now = 30_000;
    expect(memory.recall('https://www.freetogame.com/g/2/thumbnail.jpg')).toBeUndefined();
    now = 10 * 60_000 - 1;
    expect(memory.recall('https://www.freetogame.com/g/1/thumbnail.jpg')?.reason).toBe('HTTP 404');
    now = 10 * 60_000;
    expect(memory.recall('https://www.freetogame.com/g/1/thumbnail.jpg')).toBeUndefined();
  });

  it('is bounded: past its size the oldest failure is forgotten first', () => {
    const memory = createFailureMemory(() => 0, 3);
    for (const id of [1, 2, 3, 4]) memory.remember(`https://www.freetogame.com/g/${id}/thumbnail.jpg`, failure('HTTP 404', { lasting: true }));
    expect([1, 2, 3, 4].map((id) => memory.recall(`https://www.freetogame.com/g/${id}/thumbnail.jpg`) !== undefined)).toEqual([false, true, true, true]);
  });
});
