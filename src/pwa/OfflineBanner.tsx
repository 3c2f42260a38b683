/** While the network is gone: "You're offline" and how old the data on screen is. */
import { useDataStoredAt } from '../lib/data-age';
import { useOnlineStatus } from '../lib/use-online-status';
import { formatAge } from './format-age';
import { useNow } from './use-now';

export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return <OfflineMessage />;
}

function OfflineMessage() {
  const storedAt = useDataStoredAt();
  const now = useNow();
  return (
    <div className="pwa-notice pwa-offline" role="status">
      {/* One flex item, so the notice's gap does not split the sentence. */}
      <span>
        <strong>You're offline</strong>
        {storedAt === undefined
          ? ': pages you have visited still work.'
          : `: showing data saved ${formatAge(storedAt, now)}.`}
      </span>
    </div>
  );
}
