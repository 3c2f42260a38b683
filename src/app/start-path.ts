// Imported by main.tsx before anything reads the hash. The app's routes live in the hash, but a
// page path can still arrive: typed or bookmarked as /all, or a link from outside. The server
// redirects such a visit to /#/all; once the service worker is installed it answers every
// navigation with the app shell instead, so the app moves the path into the hash itself. An
// unknown path then shows the app's NotFound with its link home.
const SHELL_PATHS = new Set(['/', '/index.html']);

/** Moves a page path (and its query) into the hash: `/all?x=1` becomes `/#/all?x=1`. */
export function movePagePathIntoHash(): void {
  const { pathname, search, hash } = window.location;
  if (!SHELL_PATHS.has(pathname) && hash === '') {
    window.history.replaceState(null, '', `/#${pathname}${search}`);
  }
}

movePagePathIntoHash();
