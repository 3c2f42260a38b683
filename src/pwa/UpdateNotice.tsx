/** "A new version is ready" with a Reload button, once a new service worker is waiting. */
import { useEffect } from 'react';
import { applyUpdate, dismissUpdate, registerServiceWorker, useUpdateWaiting } from './service-worker-updates';

export function UpdateNotice() {
  const waiting = useUpdateWaiting();

  useEffect(() => {
    registerServiceWorker();
  }, []);

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
