/** The shell: hash routing, the navbar on top, the routed page, the attribution and the PWA notices. */
import { Suspense, type MouseEvent } from 'react';
import { Router, useLocation } from 'wouter';
import { useSession } from '../auth/auth-store';
import { useSessionCheck } from '../auth/use-session-check';
import { useAfterFirstContent } from '../lib/first-content';
import { useHashPath } from '../lib/use-hash-route';
import { useReleasedInTurn } from '../lib/use-released-in-turn';
import { LoadBoundary } from '../ui/LoadBoundary';
import { PageLoadFailed } from '../ui/PageLoadFailed';
import { Spinner } from '../ui/Spinner';
import { AppRoutes } from './AppRoutes';
import { Footer } from './Footer';
import { AddToListDialog, PwaNotices, PwaStatus, Tracking } from './lazy-pages';
import { RouteAnnouncer } from './RouteAnnouncer';
import { Navbar } from './Navbar';
import { StartupProblems } from './StartupProblems';

export function App() {
  useSessionCheck();
  const session = useSession();
  // After the first screenful, in turn: the tracking part (the cards' buttons), the PWA status,
  // its notices, the "Add to list" dialog.
  const released = useReleasedInTurn(useAfterFirstContent(), 4);
  return (
    <Router hook={useHashPath} hrefs={useHashPath.hrefs}>
      <a className="skip-link" href="#main" onClick={focusMain}>
        Skip to content
      </a>
      <Navbar />
      <StartupProblems />
      {/* Not needed for the first screenful: the PWA chunks (workbox-window among them) load after it. */}
      {released >= 2 && (
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <PwaStatus />
          </Suspense>
        </LoadBoundary>
      )}
      <main id="main" className="container" tabIndex={-1}>
        <RoutedPage />
      </main>
      {/* Not needed for the first screenful: their chunks (workbox-window among them) load after it.
          The tracking part fills the games screens' slots (src/lib/tracking-slots.ts), as the stored
          library loads after too. */}
      {released >= 1 && (
        <LoadBoundary fallback={null}>
          {/* A boundary each: a part still loading never hides one already shown. */}
          <Suspense fallback={null}>
            <Tracking />
          </Suspense>
          <Suspense fallback={null}>
            {released >= 3 && <PwaNotices hasSession={session !== null} />}
          </Suspense>
          <Suspense fallback={null}>
            {released >= 4 && session && <AddToListDialog />}
          </Suspense>
        </LoadBoundary>
      )}
      <Footer />
      {/* In the first route, not a lazy chunk: a route change made before such a chunk arrived went unannounced. */}
      <RouteAnnouncer />
    </Router>
  );
}

/** The page of the route, loaded on demand; one that fails to load says so, and the next route tries afresh. */
function RoutedPage() {
  const [location] = useLocation();
  return (
    <LoadBoundary fallback={<PageLoadFailed />} resetKey={location}>
      <Suspense fallback={<Spinner label="Loading page" />}>
        <AppRoutes />
      </Suspense>
    </LoadBoundary>
  );
}

// A hash link would be read as a route, so the skip link moves the focus itself.
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
