/**
 * Pick for me composed: the games screens' page with the library's entries and actions
 * (docs/architecture.md, "Tracking on the games screens"). Every game in the library, Not
 * interested ones included, is left out of the draw. Loaded on demand.
 */
import { useMemo } from 'react';
import { CatalogueProblem } from '../games/browse/CatalogueProblem';
import { useCatalogueIndex } from '../games/browse/use-catalogue-index';
import { PickPage } from '../games/pick/PickPage';
import { removeFromLibrary, setStatus } from '../library/library-actions';
import { useLibraryEntries, useLibraryReady } from '../library/use-library';
import { useLibraryIsContent } from './library-start';

export function PickRoute() {
  const catalogue = useCatalogueIndex();
  const entries = useLibraryEntries();
  const ready = useLibraryReady();
  const excluded = useMemo(() => new Set(entries.map((entry) => entry.game_id)), [entries]);
  const index = catalogue.state.status === 'loaded' ? catalogue.state.value : undefined;
  // Its content is a game drawn from the catalogue outside the library: both must be in hand.
  useLibraryIsContent(index !== undefined && ready);
  return <PickPage index={index} placeholder={<CatalogueProblem remote={catalogue} />} excluded={excluded} ready={ready} onChoose={setStatus} onUndoIgnored={removeFromLibrary} />;
}
