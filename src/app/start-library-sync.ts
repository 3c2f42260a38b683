/** Starts the library and the lists with the session; main.tsx imports this chunk on its own, off the first route. */
import { startLibrary } from '../library/start-library';
import { startLists } from '../lists/start-lists';
import { libraryHost } from './library-host';

startLibrary(libraryHost);
// The lists sync with the same session; a failure to load them leaves the library working.
startLists(libraryHost).catch(() => undefined);
