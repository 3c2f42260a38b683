/**
 * The app's status notices, in the page's flow right under the header, so they cover nothing:
 * offline or server unreachable, and a new version ready. They appear when that state begins.
 */
import { OfflineBanner } from './OfflineBanner';
import { UpdateNotice } from './UpdateNotice';
import './pwa.css';

export function PwaStatus() {
  return (
    <aside className="pwa-status container" aria-label="App status">
      <OfflineBanner />
      <UpdateNotice />
    </aside>
  );
}
