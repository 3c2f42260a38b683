import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from '../../../src/games/LandingPage';
import { stubFetch } from './fetch-stub';
import { rawList } from './fixtures';
import { jsonResponse } from '../../support/json-response';
import { renderAt } from '../../support/render-at';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LandingPage', () => {
  it('shows the hero and exactly the first 3 games of the whole catalogue', async () => {
    const calls = stubFetch(() => jsonResponse(rawList));
    renderAt('/home', <LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Find & track the best free-to-play games!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Personalized Recommendations' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Recommended games' });
    const titles = within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Overwatch 2', 'Diablo Immortal', 'America’s Army: Proving Grounds']);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // One list request; the New since your last visit row, loaded on its own, may read the catalogue index besides.
    expect(calls.map((call) => call.url).filter((url) => url !== '/api/catalogue')).toEqual(['/api/games']);
  });

  it('has a Browse Games button that goes to /all', async () => {
    stubFetch(() => jsonResponse(rawList));
    renderAt('/home', <LandingPage />);
    const browse = screen.getByRole('button', { name: 'Browse Games' });
    expect(browse).toHaveAttribute('href', '#/all');
    await userEvent.click(browse);
    expect(window.location.hash).toBe('#/all');
  });

  it('shows a subtitle under the heading', () => {
    stubFetch(() => jsonResponse(rawList));
    renderAt('/home', <LandingPage />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.nextElementSibling?.tagName).toBe('P');
    expect(heading.nextElementSibling?.textContent).not.toBe('');
  });

  it('shows an error with Retry when the games cannot load', async () => {
    // Only the list's own requests count: the New since your last visit row may read the catalogue index first.
    let listAttempt = 0;
    stubFetch((url) => {
      if (url === '/api/games') listAttempt += 1;
      return listAttempt === 1 && url === '/api/games' ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse(rawList);
    });
    renderAt('/home', <LandingPage />);
    // A bound on the wait, not a timing: on a busy machine the failed request can take over a second to surface.
    expect(await screen.findByRole('alert', undefined, { timeout: 5_000 })).toHaveTextContent("Can't reach Freeplay right now.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Recommended games' })).toBeInTheDocument();
  });
});
