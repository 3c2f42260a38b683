/** The PWA's notices, rendered by the shell's layout: offline banner, update, install, offline-catalogue progress. */
import { useEffect } from 'react';
import { InstallButton } from './InstallButton';
import { OfflineBanner } from './OfflineBanner';
import { UpdateNotice } from './UpdateNotice';
import { requestPersistentStorage } from './request-persistent-storage';
import { useOfflineCatalogue } from './use-offline-catalogue';
import './pwa.css';

/** `hasSession` is the auth store's notion of signed in (a decoded, unexpired token), passed by the shell. */
export function PwaNotices({ hasSession }: { hasSession: boolean }) {
  const progress = useOfflineCatalogue(hasSession);

  useEffect(() => {
    if (hasSession) void requestPersistentStorage();
  }, [hasSession]);

  return (
    <aside className="pwa-notices" aria-label="App status">
      <OfflineBanner />
      <UpdateNotice />
      <InstallButton />
      <p className="pwa-progress" aria-live="polite">
        {progress ? `Saving games for offline use… ${progress.done}/${progress.total}` : ''}
      </p>
    </aside>
  );
}
