/** The Browse filters: platform, tags with counts (zero-result tags greyed), genre, release years and sort. */
import type { CatalogueTag, Category } from '../../contract';
import { YearField } from './YearField';
import { BROWSE_PLATFORMS, BROWSE_SORTS, effectiveSort, type BrowsePlatform, type BrowseSort, type BrowseState } from './browse-state';

const PLATFORM_LABELS: Record<BrowsePlatform, string> = { all: 'All', pc: 'PC', browser: 'Browser' };
const SORT_LABELS: Record<BrowseSort, string> = {
  match: 'Best match',
  popularity: 'Popularity',
  'release-date': 'Release date',
  alphabetical: 'Alphabetical',
  relevance: 'Relevance (FreeToGame)',
};

export interface BrowseFiltersProps {
  state: BrowseState;
  tags: readonly CatalogueTag[];
  counts: ReadonlyMap<Category, number>;
  genres: readonly string[];
  onChange: (next: BrowseState) => void;
}

export function BrowseFilters({ state, tags, counts, genres, onChange }: BrowseFiltersProps) {
  const toggleTag = (slug: Category) =>
    onChange({ ...state, tags: state.tags.includes(slug) ? state.tags.filter((tag) => tag !== slug) : [...state.tags, slug] });
  return (
    <div className="browse-filters">
      <fieldset>
        <legend>Platform</legend>
        {BROWSE_PLATFORMS.map((platform) => (
          <label key={platform}>
            <input type="radio" name="browse-platform" checked={state.platform === platform} onChange={() => onChange({ ...state, platform })} />
            {PLATFORM_LABELS[platform]}
          </label>
        ))}
      </fieldset>
      <label>
        Sort by
        <select value={effectiveSort(state)} onChange={(event) => onChange({ ...state, sort: event.target.value as BrowseSort })}>
          {BROWSE_SORTS.map((sort) => <option key={sort} value={sort}>{SORT_LABELS[sort]}</option>)}
        </select>
      </label>
      <label>
        Genre
        <select value={state.genre ?? ''} onChange={(event) => onChange({ ...state, genre: event.target.value || undefined })}>
          <option value="">Any genre</option>
          {genres.map((genre) => <option key={genre} value={genre}>{genre}</option>)}
        </select>
      </label>
      <fieldset className="browse-years">
        <legend>Released</legend>
        <YearField label="From" year={state.from} onYear={(from) => onChange({ ...state, from })} />
        <YearField label="To" year={state.to} onYear={(to) => onChange({ ...state, to })} />
      </fieldset>
      {tags.length > 0 && (
        <fieldset className="browse-tags">
          <legend>Tags (all must match)</legend>
          {tags.map((tag) => {
            const count = counts.get(tag.slug) ?? 0;
            const checked = state.tags.includes(tag.slug);
            return (
              <label key={tag.slug} className={count === 0 && !checked ? 'browse-tag empty' : 'browse-tag'}>
                <input type="checkbox" checked={checked} disabled={count === 0 && !checked} onChange={() => toggleTag(tag.slug)} />
                {tag.label} <span className="browse-count">({count})</span>
              </label>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
