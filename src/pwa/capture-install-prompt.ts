/**
 * Keeps the browser's install offer. Imported first by main.tsx, before React mounts, because
 * Chromium fires `beforeinstallprompt` once, early, and a late listener never sees it.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: InstallPromptEvent | null): void {
  if (next === offer) return;
  offer = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pending install offer, or null when the browser offers none (or it was used). */
export function useInstallPrompt(): InstallPromptEvent | null {
  return useSyncExternalStore(subscribe, () => offer, () => null);
}

/** Shows the browser's install dialog; the offer can be used once, so it is forgotten. */
export async function promptInstall(): Promise<void> {
  const event = offer;
  if (!event) return;
  setOffer(null);
  await event.prompt();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the app shows its own button instead.
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}
