/** The active filters as removable chips: a label and the state without that filter. */
import { tagLabel } from '../../contract';
import type { BrowseState } from './browse-state';

export interface FilterChip {
  key: string;
  label: string;
  without: BrowseState;
}

export function activeFilters(state: BrowseState): FilterChip[] {
  const chips: FilterChip[] = [];
  if (state.q.trim()) chips.push({ key: 'q', label: `Search: ${state.q}`, without: { ...state, q: '' } });
  if (state.platform !== 'all') chips.push({ key: 'platform', label: `Platform: ${state.platform === 'pc' ? 'PC' : 'Browser'}`, without: { ...state, platform: 'all' } });
  for (const tag of state.tags) {
    chips.push({ key: `tag-${tag}`, label: `Tag: ${tagLabel(tag) ?? tag}`, without: { ...state, tags: state.tags.filter((other) => other !== tag) } });
  }
  if (state.genre) chips.push({ key: 'genre', label: `Genre: ${state.genre}`, without: { ...state, genre: undefined } });
  if (state.from !== undefined) chips.push({ key: 'from', label: `From ${state.from}`, without: { ...state, from: undefined } });
  if (state.to !== undefined) chips.push({ key: 'to', label: `To ${state.to}`, without: { ...state, to: undefined } });
  return chips;
}
