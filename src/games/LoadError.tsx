/** Why games could not load, in plain words, with a Retry button that asks again. */
import type { HttpError } from '../lib/http-client';
import { Alert } from '../ui/Alert';

export const OFFLINE_NOT_SAVED_TEXT = "This view isn't saved for offline use yet. Connect to the internet to load it.";

export function LoadError({ error, onRetry }: { error: HttpError; onRetry: () => void }) {
  const message = error.kind === 'offline-not-saved' ? OFFLINE_NOT_SAVED_TEXT : error.message;
  return (
    <div className="games-error">
      <Alert>{message}</Alert>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
