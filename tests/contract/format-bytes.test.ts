// Sizes are written one way everywhere: the unit changes where the number would reach 1000.
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../src/contract';

const KB = 1024;
const MB = 1024 * KB;

describe('formatBytes', () => {
  it.each([
    [0, '0 KB'],
    [349 * KB, '349 KB'],
    [999 * KB, '999 KB'],
    // 1000 KB is about 0.98 MB: it reads as MB, never "1000 KB".
    [1000 * KB, '1.0 MB'],
    [1023 * KB, '1.0 MB'],
    [MB, '1.0 MB'],
    [8.4 * MB, '8.4 MB'],
    [488 * MB, '488 MB'],
    [1000 * MB, '1.0 GB'],
    [1.2 * 1024 * MB, '1.2 GB'],
  ])('%d bytes read "%s"', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('never shows a four-digit number of a unit below TB', () => {
    for (let bytes = 900 * KB; bytes < 1100 * KB; bytes += 512) expect(formatBytes(bytes)).toMatch(/^\d{1,3}(\.\d)? (KB|MB)$/);
    for (let bytes = 95 * MB; bytes < 105 * MB; bytes += 10 * KB) expect(formatBytes(bytes)).toMatch(/^(\d{2}\.\d|\d{3}) MB$/);
  });
});
