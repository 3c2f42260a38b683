// A page chunk asked for before React renders is imported only once ReactDOM's module is
// evaluated, a task later, so the two are never one long task (src/app/import-after-react.ts).
import { describe, expect, it, vi } from 'vitest';
import { importAfterReact } from '../../../src/app/import-after-react';

const order = vi.hoisted(() => [] as string[]);
vi.mock('../../../src/app/create-root', () => (order.push('ReactDOM'), { createAppRoot: () => undefined }));

describe('importAfterReact', () => {
  it("imports the chunk after ReactDOM's module, never in the caller's task", async () => {
    const chunk = vi.fn(() => {
      order.push('page');
      return Promise.resolve('the page');
    });
    const imported = importAfterReact(chunk);
    expect(chunk).not.toHaveBeenCalled();
    await expect(imported).resolves.toBe('the page');
    expect(order).toEqual(['ReactDOM', 'page']);
  });

  it("hands on the chunk's failure", async () => {
    await expect(importAfterReact(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});
