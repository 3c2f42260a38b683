/**
 * While the page shows what this device saved because fresh data cannot come: "You're offline", or,
 * with the network up and our server down, "Freeplay's server can't be reached", each with the age
 * of that data. One banner for both. Dismissed, it stays away until the server answers again.
 */
import { useEffect } from 'react';
import { useDataStoredAt } from '../lib/data-age';
import { useLatest } from '../lib/use-latest';
import { checkServer, useServerReachable } from '../lib/server-reachability';
import { useOnlineStatus } from '../lib/use-online-status';
import { formatAge } from '../lib/format-age';
import { useDismissal } from './use-dismissal';
import { useNow } from './use-now';
import { STATUS_DISMISSED_KEY } from '../contract/storage-names';

export { STATUS_DISMISSED_KEY };
/** While the server stays unreachable, how often it is asked again. */
const SERVER_RECHECK_MS = 30_000;

export function OfflineBanner() {
  const online = useOnlineStatus();
  const storedAt = useDataStoredAt();
  const reachable = useServerReachable();
  const [dismissed, dismiss, reset] = useDismissal(STATUS_DISMISSED_KEY);
  // A server that answered: the next time data cannot come, the banner shows again.
  useServerCheck(online && (storedAt !== undefined || dismissed || !reachable), storedAt, reset);

  if ((online && reachable) || dismissed) return null;
  return <StatusMessage offline={!online} storedAt={storedAt} onDismiss={dismiss} />;
}

/**
 * While `needed` (online, with stored data on screen, a dismissal to end or a failed check to
 * clear), asks the server whether it answers, again every 30 s while it does not, and again for
 * each newer stored answer shown. Being online proves nothing: a connection can come back for a
 * moment and go (docs/testing.md, "The offline banner came back"), so only a good answer runs
 * `onConfirmed`.
 */
function useServerCheck(needed: boolean, storedAt: number | undefined, onConfirmed: () => void): void {
  const confirmed = useLatest(onConfirmed);
  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      const ok = await checkServer(controller.signal);
      if (controller.signal.aborted) return;
      if (ok) confirmed.current();
      else timer = setTimeout(() => void run(), SERVER_RECHECK_MS);
    };
    void run();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [needed, storedAt, confirmed]);
}

function StatusMessage({ offline, storedAt, onDismiss }: { offline: boolean; storedAt: number | undefined; onDismiss: () => void }) {
  const now = useNow();
  const age = storedAt === undefined ? undefined : formatAge(storedAt, now);
  let text: string;
  if (offline) text = age === undefined ? ': pages you have visited still work.' : `: showing data saved ${age}.`;
  else text = age === undefined ? ': pages you have visited still work.' : `: showing what this device saved ${age}.`;
  return (
    <div className="pwa-notice pwa-offline" role="status">
      {/* One flex item, so the notice's gap does not split the sentence. */}
      <span>
        <strong>{offline ? "You're offline" : "Freeplay's server can't be reached"}</strong>
        {text}
      </span>
      <button type="button" className="secondary outline" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
