import { describe, expect, it } from 'vitest';
import { isAbsoluteHttpUrl, isSafeUrl } from '../../src/contract/index.js';

describe('isSafeUrl', () => {
  it.each([
    'https://www.freetogame.com/open/warframe',
    'http://example.com/x.jpg',
    'HTTPS://EXAMPLE.COM/',
    '/thumbnails/452',
  ])('accepts %s', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'ftp://example.com/file',
    'file:///etc/passwd',
    '//evil.example/x',
    '/\\evil.example',
    'www.freetogame.com/open/warframe',
    '',
    'not a url',
  ])('refuses %j', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});

describe('isAbsoluteHttpUrl', () => {
  it.each([
    ['https://www.freetogame.com/g/1.jpg', true],
    ['http://127.0.0.1:9/x', true],
    ['/thumbnails/1', false],
    ['javascript:alert(1)', false],
    ['mailto:a@b.com', false],
  ])('%s -> %s', (url, expected) => {
    expect(isAbsoluteHttpUrl(url)).toBe(expected);
  });
});
