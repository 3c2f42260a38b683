import { describe, expect, it } from 'vitest';
import { sniffImage } from '../../../server/games/upstream/sniff-image.js';
import { tinyPng } from '../../../tools/tiny-png.js';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20, 1), Buffer.from([0xff, 0xd9])]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(20, 1), Buffer.from([0x3b])]);
const WEBP = Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([24, 0, 0, 0]), Buffer.from('WEBPVP8 ', 'latin1'), Buffer.alloc(16, 1)]);

describe('sniffImage', () => {
  it('names complete images by their bytes', () => {
    expect(sniffImage(tinyPng(1, 2, 3))).toBe('image/png');
    expect(sniffImage(JPEG)).toBe('image/jpeg');
    expect(sniffImage(Buffer.concat([JPEG, Buffer.from([0, 0, 0x0a])]))).toBe('image/jpeg');
    expect(sniffImage(GIF)).toBe('image/gif');
    expect(sniffImage(WEBP)).toBe('image/webp');
  });

  it('refuses cut-off images, SVG, HTML and JSON', () => {
    const png = tinyPng(1, 2, 3);
    expect(sniffImage(png.subarray(0, png.length - 10))).toBeUndefined();
    expect(sniffImage(JPEG.subarray(0, JPEG.length - 2))).toBeUndefined();
    expect(sniffImage(WEBP.subarray(0, 20))).toBeUndefined();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<!DOCTYPE html><html></html>'))).toBeUndefined();
    expect(sniffImage(Buffer.from('{"not":"an image"}'))).toBeUndefined();
    expect(sniffImage(Buffer.alloc(0))).toBeUndefined();
  });
});
