import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from '../../../src/ui/LoadBoundary';
import { PageLoadFailed } from '../../../src/ui/PageLoadFailed';

// A chunk whose fetch fails, as a dynamic import does when the connection goes away mid-load.
const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
const Present = () => <p>Here</p>;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LoadBoundary', () => {
  it('shows the fallback instead of unmounting the page when a chunk cannot be fetched', async () => {
    // React logs the caught error; the page itself is what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h2>Shell</h2>
        <LoadBoundary fallback={<PageLoadFailed />}>
          <Suspense fallback={<p>Loading</p>}>
            <Unreachable />
          </Suspense>
        </LoadBoundary>
      </main>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Reload once you're back online.");
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shell' })).toBeInTheDocument();
  });

  it('tries again when its reset key changes (the next route)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <LoadBoundary fallback={<p>Failed</p>} resetKey="/a">
        <Suspense fallback={null}>
          <Unreachable />
        </Suspense>
      </LoadBoundary>,
    );
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    await act(async () => {
      view.rerender(
        <LoadBoundary fallback={<p>Failed</p>} resetKey="/b">
          <Present />
        </LoadBoundary>,
      );
    });
    expect(screen.getByText('Here')).toBeInTheDocument();
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });
});
