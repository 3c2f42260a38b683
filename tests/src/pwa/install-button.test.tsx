import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallButton } from '../../../src/pwa/InstallButton';

/** Apple's WebKit: no install prompt, `navigator.standalone` (false in a tab), and touch points on an iPhone or iPad. */
function safari(touchPoints: number, installed = false) {
  Object.defineProperty(navigator, 'standalone', { value: installed, configurable: true });
  Object.defineProperty(navigator, 'maxTouchPoints', { value: touchPoints, configurable: true });
}

/** What Chromium fires when it would let the person install the app. */
function offerInstall() {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

function standalone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query === '(display-mode: standalone)',
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

afterEach(() => {
  // Forget any offer a test left behind.
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'standalone');
  Reflect.deleteProperty(navigator, 'maxTouchPoints');
});

describe('install button', () => {
  it('appears when the browser offers installation, keeping the browser\'s own banner away', () => {
    render(<InstallButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('button', { name: 'Install app' })).toBeVisible();
  });

  it('keeps an offer made before it was on screen (captured before React mounts)', () => {
    offerInstall();
    render(<InstallButton />);
    expect(screen.getByRole('button', { name: 'Install app' })).toBeVisible();
  });

  it('runs the browser\'s install dialog and then goes away', async () => {
    render(<InstallButton />);
    const { prompt } = offerInstall();
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('disappears once the app is installed', () => {
    render(<InstallButton />);
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('is not shown inside the installed app', () => {
    standalone(true);
    render(<InstallButton />);
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('tells Safari users on an iPhone or iPad how to add the app, and the hint can be dismissed for good', async () => {
    safari(5);
    const { unmount } = render(<InstallButton />);
    expect(screen.getByText('To install: tap Share, then Add to Home Screen.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByText(/To install/)).toBeNull();
    unmount();
    render(<InstallButton />);
    expect(screen.queryByText(/To install/)).toBeNull();
  });

  it('tells Safari users on a Mac to add the app to the Dock', () => {
    safari(0);
    render(<InstallButton />);
    expect(screen.getByText('To install: choose File, then Add to Dock.')).toBeVisible();
  });

  it('gives no hint in an engine with neither the prompt nor navigator.standalone (Firefox), nor in Safari’s installed app', () => {
    const { unmount } = render(<InstallButton />);
    expect(screen.queryByText(/To install/)).toBeNull();
    unmount();
    safari(5, true);
    standalone(true);
    render(<InstallButton />);
    expect(screen.queryByText(/To install/)).toBeNull();
  });

  it('can be declined with Not now, and stays away on this device', async () => {
    const first = render(<InstallButton />);
    offerInstall();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    first.unmount();
    render(<InstallButton />);
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
