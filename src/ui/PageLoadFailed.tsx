/** What a page that could not be loaded shows: why, and a reload that fetches it again. */
import { Alert } from './Alert';

const PAGE_NOT_LOADED_TEXT = "This page could not be loaded: the connection went away before it arrived. Reload once you're back online.";

export function PageLoadFailed() {
  return (
    <section>
      <h1>This page could not be loaded</h1>
      <Alert>{PAGE_NOT_LOADED_TEXT}</Alert>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}
