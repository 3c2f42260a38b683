import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallButton } from '../../../src/pwa/InstallButton';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';

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

  it('tells iPhone Safari users how to add the app, and the hint can be dismissed for good', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const { unmount } = render(<InstallButton />);
    expect(screen.getByText('To install: tap Share, then Add to Home Screen.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByText(/To install/)).toBeNull();
    unmount();
    render(<InstallButton />);
    expect(screen.queryByText(/To install/)).toBeNull();
  });

  it('gives no hint in other browsers, nor on iOS when already installed', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_CHROME);
    const { unmount } = render(<InstallButton />);
    expect(screen.queryByText(/To install/)).toBeNull();
    unmount();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
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
