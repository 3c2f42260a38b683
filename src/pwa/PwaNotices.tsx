/**
 * The PWA's offers, in the page's flow below the content (the shell keeps the footer below the
 * first screen, so their arrival moves nothing in view): install, and the offline catalogue's
 * progress. The status notices are PwaStatus, above the content.
 */
import { lazy, Suspense, useEffect } from 'react';
import { PATHS } from '../contract';
import { useHashPath } from '../lib/use-hash-route';
import { InstallButton } from './InstallButton';
import { requestPersistentStorage } from './request-persistent-storage';
import { useOfflineCatalogue } from './use-offline-catalogue';
import './pwa.css';

// Its own chunk: the download code loads only for a signed-in person (docs/decisions.md, "Save for offline").
const SaveOfflineNotice = lazy(() => import('./save-offline/SaveOfflineNotice').then((module) => ({ default: module.SaveOfflineNotice })));

/** `hasSession` is the auth store's notion of signed in (a decoded, unexpired token), passed by the shell. */
export function PwaNotices({ hasSession }: { hasSession: boolean }) {
  const progress = useOfflineCatalogue(hasSession);
  const [path] = useHashPath();

  useEffect(() => {
    if (hasSession) void requestPersistentStorage();
  }, [hasSession]);

  return (
    <aside className="pwa-notices container" aria-label="Offline use">
      <InstallButton />
      <p className="pwa-progress" aria-live="polite">
        {progress ? `Saving games for offline use… ${progress.done}/${progress.total}` : ''}
      </p>
      {hasSession && path !== PATHS.library && (
        <Suspense fallback={null}>
          <SaveOfflineNotice />
        </Suspense>
      )}
    </aside>
  );
}
