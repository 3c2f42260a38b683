/** "A new version is ready" with a Reload button, once a new service worker is waiting. */
import { useEffect } from 'react';
import { whenIdle } from '../lib/when-idle';
import { applyUpdate, dismissUpdate, registerServiceWorker, useUpdateWaiting } from './service-worker-updates';

/** The longest the registration waits for an idle moment. */
const REGISTER_WITHIN_MS = 2_000;

export function UpdateNotice() {
  const waiting = useUpdateWaiting();

  // In an idle moment: the page's own start-up work goes first (docs/decisions.md, "Start-up never blocks").
  useEffect(() => whenIdle(registerServiceWorker, REGISTER_WITHIN_MS), []);

  if (!waiting) return null;
  return (
    <div className="pwa-notice" role="status">
      <span>A new version is ready.</span>
      <button type="button" onClick={applyUpdate}>
        Reload
      </button>
      <button type="button" className="secondary outline" onClick={dismissUpdate}>
        Later
      </button>
    </div>
  );
}
