/**
 * Resolves once a service worker controls this page (responses pass through it and get stored).
 * Never resolves without service worker support: there would be nowhere to store anything.
 */
export function whenControlled(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container || signal.aborted) return;
    if (container.controller) {
      resolve();
      return;
    }
    const onChange = () => {
      if (!container.controller) return;
      container.removeEventListener('controllerchange', onChange);
      resolve();
    };
    container.addEventListener('controllerchange', onChange);
    signal.addEventListener('abort', () => container.removeEventListener('controllerchange', onChange), { once: true });
  });
}
