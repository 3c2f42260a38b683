/**
 * The PWA's offers, in the page's flow below the content (the shell keeps the footer below the
 * first screen, so their arrival moves nothing in view): install, and the offline catalogue's
 * progress. The status notices are PwaStatus, above the content.
 */
import { useEffect } from 'react';
import { InstallButton } from './InstallButton';
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
    <aside className="pwa-notices container" aria-label="Offline use">
      <InstallButton />
      <p className="pwa-progress" aria-live="polite">
        {progress ? `Saving games for offline use… ${progress.done}/${progress.total}` : ''}
      </p>
    </aside>
  );
}
