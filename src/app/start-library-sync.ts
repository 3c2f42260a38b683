/** Starts the library with the session; main.tsx imports this chunk on its own, off the first route. */
import { startLibrary } from '../library/start-library';
import { libraryHost } from './library-host';

startLibrary(libraryHost);
