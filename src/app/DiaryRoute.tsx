/** The diary page composed with the catalogue's titles, genres and tags. Loaded on demand. */
import { DiaryPage } from '../diary/page/DiaryPage';
import { useDiaryCatalogue } from './diary-catalogue';
import { MyGamesArea } from './MyGamesArea';

export function DiaryRoute() {
  const { games, tagLabels } = useDiaryCatalogue();
  return (
    <>
      <MyGamesArea />
      <DiaryPage games={games} tagLabels={tagLabels} />
    </>
  );
}
