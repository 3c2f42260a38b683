import { describe, expect, it } from 'vitest';
import { manualInstallHint } from '../../../src/pwa/manual-install-hint';

describe('how to install where the browser has no install prompt, by features', () => {
  it('leaves it to the prompt where the engine has beforeinstallprompt (Chromium)', () => {
    expect(manualInstallHint({ hasInstallPrompt: true, hasNavigatorStandalone: false, maxTouchPoints: 0 })).toBeUndefined();
  });

  it('gives no hint without the prompt and without navigator.standalone (Firefox, WebKitGTK)', () => {
    expect(manualInstallHint({ hasInstallPrompt: false, hasNavigatorStandalone: false, maxTouchPoints: 5 })).toBeUndefined();
  });

  it('says Add to Home Screen in Safari with touch (iPhone, iPad) and Add to Dock in Safari without (a Mac)', () => {
    expect(manualInstallHint({ hasInstallPrompt: false, hasNavigatorStandalone: true, maxTouchPoints: 5 })).toBe('home-screen');
    expect(manualInstallHint({ hasInstallPrompt: false, hasNavigatorStandalone: true, maxTouchPoints: 0 })).toBe('dock');
  });
});
