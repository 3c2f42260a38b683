import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameDetailPage } from '../../../../src/games/GameDetailPage';
import { afterFirstContent, resetFirstContent } from '../../../../src/lib/first-content';
import { stubFetch } from '../fetch-stub';
import { rawWindowsDetail } from '../fixtures';
import { jsonResponse } from '../../../support/json-response';
import { renderAt } from '../../../support/render-at';

// The section's chunk cannot be fetched (the connection went away on a first visit).
vi.mock('../../../../src/games/similar/MoreLikeThis', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetFirstContent();
});

describe('More like this when its chunk cannot be loaded', () => {
  it('leaves the section out and keeps the game page', async () => {
    stubFetch(() => jsonResponse(rawWindowsDetail));
    renderAt('/gamedetails/540', <GameDetailPage id="540" />);
    await screen.findByRole('heading', { level: 1, name: 'Overwatch 2' });
    // The page's content is painted, so the section's chunk is asked for; its failure settles a task later.
    await act(() => afterFirstContent());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { level: 1, name: 'Overwatch 2' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'More like this' })).not.toBeInTheDocument();
  });
});
