/**
 * "Save for offline" in the offline catalogue notice (every page but My Games, which has it in its
 * Storage section): the offer until declined ("Later") or done, and a running save's progress and
 * outcome wherever the person goes meanwhile.
 */
import { useStore } from '../../lib/create-store';
import { useDismissal } from '../use-dismissal';
import { saveViewStore } from './offline-save-store';
import { SaveOffline } from './SaveOffline';
import { SAVE_OFFER_DISMISSED_KEY } from '../../contract/storage-names';

export { SAVE_OFFER_DISMISSED_KEY };

export function SaveOfflineNotice() {
  const [dismissed, dismiss] = useDismissal(SAVE_OFFER_DISMISSED_KEY);
  const view = useStore(saveViewStore);
  const resting = view.phase === 'idle' && (dismissed || view.saved?.status === 'complete');
  return (
    <div className="pwa-notice pwa-save-offline" hidden={resting}>
      <SaveOffline compact onLater={dismiss} />
    </div>
  );
}
