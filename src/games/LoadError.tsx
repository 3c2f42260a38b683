/** Why games could not load, in plain words, with a Retry button that asks again. */
import type { HttpError } from '../lib/http-client';
import { useOnlineStatus } from '../lib/use-online-status';
import { Alert } from '../ui/Alert';

const OFFLINE_NOT_SAVED_TEXT = "This view isn't saved for offline use yet. Connect to the internet to load it.";
/** The same refusal with the network up: it is our server that did not answer. */
const SERVER_DOWN_NOT_SAVED_TEXT = "Freeplay's server can't be reached, and this view isn't saved on this device yet. Try again in a moment.";

export function LoadError({ error, onRetry }: { error: HttpError; onRetry: () => void }) {
  const online = useOnlineStatus();
  let message = error.message;
  if (error.kind === 'offline-not-saved') message = online ? SERVER_DOWN_NOT_SAVED_TEXT : OFFLINE_NOT_SAVED_TEXT;
  return (
    <div className="games-error">
      <Alert>{message}</Alert>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
