/**
 * How to install where the browser offers no install prompt, told by features, not by the user
 * agent (docs/browser-support.md): an engine with no `beforeinstallprompt` that exposes
 * `navigator.standalone` is Apple's WebKit (Safari), whose Add to Home Screen or Add to Dock
 * installs the app by hand; touch points are the one platform hint, telling an iPhone or iPad
 * (which reports itself as a Mac) from a Mac. Any other engine without the prompt gets no hint.
 */
export type ManualInstallHint = 'home-screen' | 'dock' | undefined;

/** What the hint reads from the page; tests hand in their own. */
export interface InstallFeatures {
  /** `'onbeforeinstallprompt' in window`. */
  hasInstallPrompt: boolean;
  /** `'standalone' in navigator`: only Apple's WebKit has it. */
  hasNavigatorStandalone: boolean;
  maxTouchPoints: number;
}

export function pageInstallFeatures(): InstallFeatures {
  return {
    hasInstallPrompt: 'onbeforeinstallprompt' in window,
    hasNavigatorStandalone: 'standalone' in navigator,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  };
}

export function manualInstallHint({ hasInstallPrompt, hasNavigatorStandalone, maxTouchPoints }: InstallFeatures): ManualInstallHint {
  if (hasInstallPrompt || !hasNavigatorStandalone) return undefined;
  return maxTouchPoints > 1 ? 'home-screen' : 'dock';
}

export const MANUAL_INSTALL_TEXT: Readonly<Record<Exclude<ManualInstallHint, undefined>, string>> = {
  'home-screen': 'To install: tap Share, then Add to Home Screen.',
  dock: 'To install: choose File, then Add to Dock.',
};
