import { afterEach, describe, expect, it, vi } from 'vitest';
import { startUpdate, UPDATE_FALLBACK_MS, type UpdatingWorkbox } from '../../../src/pwa/apply-update';

/** A workbox-window stand-in: the test plays the browser, firing `controlling` or not. */
function fakeWorkbox(steps: string[]) {
  const target = new EventTarget();
  const workbox: UpdatingWorkbox & { controlling(): void } = {
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    messageSkipWaiting: () => steps.push('skip waiting'),
    controlling: () => target.dispatchEvent(new Event('controlling')),
  };
  return workbox;
}

function start(steps: string[]) {
  const workbox = fakeWorkbox(steps);
  startUpdate({
    workbox,
    stopDownloads: () => steps.push('stop downloads'),
    reload: () => steps.push('reload'),
    reloadFresh: () => steps.push('reload fresh'),
  });
  return workbox;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('applying an update', () => {
  it('stops the downloads before asking the new version to take over, and reloads once it controls the page', () => {
    vi.useFakeTimers();
    const steps: string[] = [];
    const workbox = start(steps);
    expect(steps).toEqual(['stop downloads', 'skip waiting']);
    workbox.controlling();
    expect(steps).toEqual(['stop downloads', 'skip waiting', 'reload']);
    // The fallback is cancelled: one reload only.
    vi.advanceTimersByTime(UPDATE_FALLBACK_MS * 2);
    workbox.controlling();
    expect(steps.filter((step) => step.startsWith('reload'))).toEqual(['reload']);
  });

  it('reloads with the newest app shell when the new version has not taken over in time', () => {
    vi.useFakeTimers();
    const steps: string[] = [];
    const workbox = start(steps);
    vi.advanceTimersByTime(UPDATE_FALLBACK_MS - 1);
    expect(steps).not.toContain('reload fresh');
    vi.advanceTimersByTime(1);
    expect(steps).toEqual(['stop downloads', 'skip waiting', 'reload fresh']);
    // A late takeover does not reload a page that is already on its way.
    workbox.controlling();
    expect(steps.filter((step) => step.startsWith('reload'))).toEqual(['reload fresh']);
  });
});
