/**
 * Keeps the browser's install offer. Imported first by main.tsx, before React mounts, because
 * Chromium fires `beforeinstallprompt` once, early, and a late listener never sees it.
 */
import { createStore, useStore } from '../lib/create-store';

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

const offer = createStore<InstallPromptEvent | null>(null);

/** The pending install offer, or null when the browser offers none (or it was used). */
export function useInstallPrompt(): InstallPromptEvent | null {
  return useStore(offer);
}

/** Shows the browser's install dialog; the offer can be used once, so it is forgotten. */
export async function promptInstall(): Promise<void> {
  const event = offer.get();
  if (!event) return;
  offer.set(null);
  await event.prompt();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the app shows its own button instead.
    event.preventDefault();
    offer.set(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => offer.set(null));
}
