/** My Games' tabs: links that keep the tab in the address (`#/library?status=playing`), each with its count. */
import { PATHS, STATUS_LABELS } from '../../contract';
import { TABS, type MyGamesTab } from './my-games-view';

function tabLabel(tab: MyGamesTab): string {
  return tab === 'all' ? 'All' : STATUS_LABELS[tab];
}

function tabHref(tab: MyGamesTab): string {
  return `#${PATHS.library}${tab === 'all' ? '' : `?status=${tab}`}`;
}

export function StatusTabs({ current, counts }: { current: MyGamesTab; counts: Record<MyGamesTab, number> }) {
  const tabs = counts.ignored > 0 || current === 'ignored' ? [...TABS, 'ignored' as const] : TABS;
  return (
    <nav aria-label="My Games by status" className="my-games-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab}>
            <a href={tabHref(tab)} aria-current={tab === current ? 'page' : undefined} className={tab === current ? 'active' : undefined}>
              {tabLabel(tab)} <span className="tab-count">({counts[tab]})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
