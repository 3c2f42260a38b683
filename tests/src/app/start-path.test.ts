import { afterEach, describe, expect, it } from 'vitest';
import { movePagePathIntoHash } from '../../../src/app/start-path';

/** Opens the app at `address` (path, query and hash) and runs the start-up step as main.tsx does. */
async function startAt(address: string): Promise<string> {
  window.history.replaceState(null, '', address);
  movePagePathIntoHash();
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('start-path', () => {
  it.each([
    ['/all', '/#/all'],
    ['/browse?q=war&platform=pc', '/#/browse?q=war&platform=pc'],
    ['/gamedetails/540', '/#/gamedetails/540'],
    ['/no/such/page', '/#/no/such/page'],
  ])('moves the page path %s into the hash: %s', async (address, expected) => {
    expect(await startAt(address)).toBe(expected);
  });

  it.each(['/', '/#/all', '/index.html', '/?title=Warframe', '/all#/home'])('leaves %s as it is', async (address) => {
    expect(await startAt(address)).toBe(address);
  });
});
