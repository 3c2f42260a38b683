/** Year in Play composed with the catalogue and the library's ratings (the day each was given). Loaded on demand. */
import { useMemo, useState } from 'react';
import { dayOf } from '../diary/diary-dates';
import { YearPage } from '../diary/year/YearPage';
import type { RatingGiven } from '../diary/year-stats';
import { useLibraryEntries } from '../library/use-library';
import { useDiaryCatalogue } from './diary-catalogue';
import { MyGamesArea } from './MyGamesArea';

export function YearRoute({ year }: { year?: string }) {
  const { games, tagLabels } = useDiaryCatalogue();
  const entries = useLibraryEntries();
  const ratings = useMemo(
    () => entries.flatMap((entry): RatingGiven[] => (entry.rating === null ? [] : [{ gameId: entry.game_id, rating: entry.rating, date: dayOf(entry.rating_updated_at ?? entry.updated_at) }])),
    [entries],
  );
  const [thisYear] = useState(() => Number(dayOf(Date.now()).slice(0, 4)));
  const shown = year && /^[0-9]{4}$/.test(year) ? Number(year) : thisYear;
  return (
    <>
      <MyGamesArea />
      <YearPage key={shown} year={shown} games={games} tagLabels={tagLabels} ratings={ratings} />
    </>
  );
}
