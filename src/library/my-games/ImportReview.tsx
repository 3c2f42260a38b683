/**
 * The review step of an import, before anything is written: how many rows matched, a choice for
 * each uncertain title (its closest games, or skip it), and the titles that match nothing.
 */
import { useId, useState } from 'react';
import { STATUS_LABELS, type CatalogueGame } from '../../contract';
import type { ImportItem } from '../local-entry';
import type { RowMatch } from '../transfer/match-titles';

const SKIP = '';

/** The items to write: exact matches and the chosen games, the last row winning when a game repeats. */
function itemsToImport(matches: readonly RowMatch[], chosen: ReadonlyMap<number, number | undefined>): ImportItem[] {
  const byGame = new Map<number, ImportItem>();
  matches.forEach((match, at) => {
    const gameId = match.kind === 'exact' ? match.game.id : match.kind === 'uncertain' ? chosen.get(at) : undefined;
    if (gameId === undefined) return;
    const { row } = match;
    byGame.set(gameId, { game_id: gameId, status: row.status, rating: row.rating, note: row.note, created_at: row.createdAt, updated_at: row.updatedAt });
  });
  return [...byGame.values()];
}

export function ImportReview({ matches, onImport, onCancel }: {
  matches: readonly RowMatch[];
  onImport: (items: ImportItem[]) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlyMap<number, number | undefined>>(
    () => new Map(matches.map((match, at) => [at, match.kind === 'uncertain' ? match.candidates[0]?.id : undefined])),
  );
  const exact = matches.filter((match) => match.kind === 'exact');
  const items = itemsToImport(matches, chosen);
  const choose = (at: number, value: string) => setChosen(new Map(chosen).set(at, value === SKIP ? undefined : Number(value)));

  return (
    <section className="import-review" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Check the import</h2>
      <p>
        {exact.length} of {matches.length} {matches.length === 1 ? 'game matches' : 'games match'} the catalogue exactly. Nothing is saved until you import.
      </p>
      <ul className="import-rows">
        {matches.map((match, at) => {
          if (match.kind === 'exact') return null;
          const what = `Line ${match.row.line}: “${match.row.title}” (${STATUS_LABELS[match.row.status]})`;
          if (match.kind === 'missing') {
            return <li key={at} className="import-missing">{what}: not in the catalogue; it will be skipped.</li>;
          }
          return (
            <li key={at}>
              <label>
                {what} is
                <select value={chosen.get(at) ?? SKIP} onChange={(event) => choose(at, event.target.value)}>
                  {match.candidates.map((game: CatalogueGame) => (
                    <option key={game.id} value={game.id}>{game.title}</option>
                  ))}
                  <option value={SKIP}>Skip this game</option>
                </select>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="import-actions">
        <button type="button" disabled={items.length === 0} onClick={() => onImport(items)}>
          Import {items.length} {items.length === 1 ? 'game' : 'games'}
        </button>
        <button type="button" className="secondary outline" onClick={onCancel}>Cancel</button>
      </div>
    </section>
  );
}
