// The share target's page with hostile shares: it replaces itself with a safe destination and never
// navigates to, loads or runs what was shared.
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharePage } from '../../../../src/games/share/SharePage';
import { jsonResponse } from '../../../support/json-response';
import { stubFetch } from '../fetch-stub';
import { indexGames } from '../browse/index-games';

const index = { generated_at: '2026-11-24T00:00:00Z', source: 'demo', tags: [], games: indexGames() };

afterEach(() => vi.unstubAllGlobals());

async function share(query: string): Promise<string> {
  const calls = stubFetch(() => jsonResponse(index));
  const { origin, pathname } = window.location;
  window.location.hash = `#/share?${query}`;
  const view = render(<SharePage />);
  await waitFor(() => expect(window.location.hash.startsWith('#/share')).toBe(false));
  view.unmount();
  // Only the catalogue index was fetched; nothing shared was loaded or navigated to.
  expect(calls.map((call) => call.url)).toEqual(['/api/catalogue']);
  expect([window.location.origin, window.location.pathname]).toEqual([origin, pathname]);
  return decodeURIComponent(window.location.hash);
}

describe('the share target page with bad input', () => {
  it('opens the landing page for another site’s link', async () => {
    expect(await share(`url=${encodeURIComponent('https://evil.example/warframe')}`)).toBe('#/home');
  });

  it('opens the landing page for a javascript: URL, and runs nothing', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    expect(await share(`url=${encodeURIComponent('javascript:alert(1)')}`)).toBe('#/home');
    expect(alert).not.toHaveBeenCalled();
  });

  it('opens Browse with at most 100 characters of 10 KB of text', async () => {
    const hash = await share(`text=${encodeURIComponent('zork '.repeat(2_048))}`);
    expect(hash.startsWith('#/browse?q=zork')).toBe(true);
    const q = new URLSearchParams(hash.slice('#/browse?'.length)).get('q') ?? '';
    expect(q.length).toBeGreaterThan(0);
    expect(q.length).toBeLessThanOrEqual(100);
  });

  it('opens the shared game for its FreeToGame link', async () => {
    const game = index.games.find((candidate) => candidate.freetogame_profile_url);
    expect(await share(`text=${encodeURIComponent(`Look: ${game?.freetogame_profile_url ?? ''}`)}`)).toBe(`#/gamedetails/${game?.id}`);
  });
});
