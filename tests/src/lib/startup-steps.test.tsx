import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartupProblems } from '../../../src/app/StartupProblems';
import { resetStartupSteps, runStartupStep, STEP_BOUNDS_MS, watchStartupStep } from '../../../src/lib/startup-steps';

function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { warn: (message: string) => lines.push(`warn ${message}`), error: (message: string) => lines.push(`error ${message}`) } };
}

describe('the deferred start-up steps', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    resetStartupSteps();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs a step not done within its bound as a stall, with its name, and lets it finish', async () => {
    const { lines, log } = recordingLog();
    let finish: () => void = () => undefined;
    const step = runStartupStep('service worker registration', () => new Promise<void>((resolve) => (finish = resolve)), log);
    vi.advanceTimersByTime(STEP_BOUNDS_MS['service worker registration'] - 1);
    expect(lines).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(lines).toEqual([`warn [start-up] service worker registration stalled: not done within ${STEP_BOUNDS_MS['service worker registration']} ms`]);
    finish();
    await step;
    expect(lines).toHaveLength(1);
  });

  it('logs nothing for a step done within its bound', async () => {
    const { lines, log } = recordingLog();
    await runStartupStep('library', async () => 'loaded', log);
    vi.advanceTimersByTime(STEP_BOUNDS_MS.library * 2);
    expect(lines).toEqual([]);
  });

  it('logs a failed step with its name, leaves the other steps running, and tells the person which feature is unavailable', async () => {
    const { lines, log } = recordingLog();
    render(<StartupProblems />);
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      await Promise.all([
        runStartupStep('visit tracking', () => Promise.reject(new Error('chunk missing')), log),
        runStartupStep('library', async () => 'loaded', log),
      ]);
    });
    expect(lines).toEqual(['error [start-up] visit tracking failed']);
    expect(screen.getByRole('status')).toHaveTextContent('"New since your last visit" is unavailable. The rest of the app works.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('passes a watched step’s failure on to its caller (a lazy chunk’s error boundary), after logging it', async () => {
    const { lines, log } = recordingLog();
    await expect(watchStartupStep('lazy chunks', () => Promise.reject(new Error('offline')), log)).rejects.toThrow('offline');
    expect(lines).toEqual(['error [start-up] lazy chunks failed']);
  });

  it('counts a step that throws before returning its promise as failed', async () => {
    const { lines, log } = recordingLog();
    await runStartupStep('sync', () => {
      throw new Error('no IndexedDB');
    }, log);
    expect(lines).toEqual(['error [start-up] sync failed']);
  });
});
