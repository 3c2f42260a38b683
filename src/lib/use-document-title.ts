/**
 * Sets the document title while a page shows: "Warframe · Freeplay", or just "Freeplay" for no
 * name. A layout effect, so the title is in place when the route announcer reads it after the
 * page's heading appears (src/app/RouteAnnouncer.tsx).
 */
import { useLayoutEffect } from 'react';

const APP_NAME = 'Freeplay';

/** The full title for a page name: "Shooter games" -> "Shooter games · Freeplay". */
function documentTitle(name: string | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed} · ${APP_NAME}` : APP_NAME;
}

export function useDocumentTitle(name: string | undefined): void {
  useLayoutEffect(() => {
    document.title = documentTitle(name);
  }, [name]);
}
