/** "A new version is ready" with a Reload button, once a new service worker is waiting. */
import { useRegisterSW } from 'virtual:pwa-register/react';
import { watchForUpdates } from './watch-for-updates';

export function UpdateNotice() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) watchForUpdates(registration);
    },
  });

  if (!needRefresh) return null;
  return (
    <div className="pwa-notice" role="status">
      <span>A new version is ready.</span>
      <button type="button" onClick={() => void updateServiceWorker(true)}>
        Reload
      </button>
      <button type="button" className="secondary outline" onClick={() => setNeedRefresh(false)}>
        Later
      </button>
    </div>
  );
}
