/**
 * The review step of an import, before anything is written: how many rows matched, a choice for
 * each uncertain title (its closest games, or skip it), the titles that match nothing, and for each
 * game already in the library differently, what would change (old → new) with Keep mine or Take
 * the file's, per row and for all. Rows that need a look come in pages, so 5,000 stay quick.
 */
import { useId, useMemo, useState } from 'react';
import { STATUS_LABELS } from '../../contract';
import type { ImportItem, LocalEntry } from '../local-entry';
import { planImport, type FieldChange, type RowOutcome } from '../transfer/import-plan';
import type { RowMatch } from '../transfer/match-titles';
import { formatCount } from '../../contract/format-count';

const SKIP = '';
/** Rows drawn at once. */
const REVIEW_PAGE_SIZE = 50;

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

function Changes({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <ul className="import-changes">
      {changes.map((change) => (
        <li key={change.field}>{change.field}: {change.from} → {change.to}</li>
      ))}
    </ul>
  );
}

function KeepOrTake({ name, title, take, onChange }: { name: string; title: string; take: boolean; onChange: (take: boolean) => void }) {
  return (
    <span className="import-keep-or-take" role="radiogroup" aria-label={`${title}: keep mine or take the file’s`}>
      <label><input type="radio" name={name} checked={!take} onChange={() => onChange(false)} /> Keep mine</label>
      <label><input type="radio" name={name} checked={take} onChange={() => onChange(true)} /> Take the file’s</label>
    </span>
  );
}

export function ImportReview({ matches, entries, onImport, onCancel }: {
  matches: readonly RowMatch[];
  /** The library's live entries: what the file would change. */
  entries: readonly LocalEntry[];
  /** `skipped`: the uncertain lines the person chose to skip. */
  onImport: (items: ImportItem[], skipped: number) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlyMap<number, number | undefined>>(
    () => new Map(matches.map((match, at) => [at, match.kind === 'uncertain' ? match.candidates[0]?.id : undefined])),
  );
  const [take, setTake] = useState<ReadonlySet<number>>(new Set());
  const [page, setPage] = useState(0);
  const library = useMemo(() => new Map(entries.map((entry) => [entry.game_id, entry])), [entries]);
  const plan = useMemo(() => planImport(matches, chosen, take, library), [matches, chosen, take, library]);

  const count = (kind: RowOutcome['kind']) => plan.outcomes.filter((outcome) => outcome.kind === kind).length;
  const exact = matches.filter((match) => match.kind === 'exact').length;
  const same = count('same');
  const differing = plan.outcomes.flatMap((outcome, at) => (outcome.kind === 'differs' ? [at] : []));
  // Exact matches that are new or the same need no look; every other row is listed.
  const listed = matches.flatMap((match, at) => (match.kind !== 'exact' || plan.outcomes[at]?.kind === 'differs' ? [at] : []));
  const pages = Math.max(1, Math.ceil(listed.length / REVIEW_PAGE_SIZE));
  const shownPage = Math.min(page, pages - 1);
  const shown = listed.slice(shownPage * REVIEW_PAGE_SIZE, (shownPage + 1) * REVIEW_PAGE_SIZE);

  const choose = (at: number, value: string) => setChosen(new Map(chosen).set(at, value === SKIP ? undefined : Number(value)));
  const takeRow = (at: number, yes: boolean) => {
    const next = new Set(take);
    if (yes) next.add(at);
    else next.delete(at);
    setTake(next);
  };

  return (
    <section className="import-review" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Check the import</h2>
      <p>
        {exact} of {matches.length} {matches.length === 1 ? 'game matches' : 'games match'} the catalogue exactly. Nothing is saved until you import.
      </p>
      {same > 0 && <p>{plural(same, 'game is', 'games are')} already in your library just as in the file: nothing changes for {same === 1 ? 'it' : 'them'}.</p>}
      {differing.length > 0 && (
        <div className="import-differing">
          <p>
            {plural(differing.length, 'game is', 'games are')} already in your library with something different. For each, keep yours or take the file’s:
          </p>
          <button type="button" className="outline" onClick={() => setTake(new Set())}>Keep mine for all</button>
          <button type="button" className="outline" onClick={() => setTake(new Set(differing))}>Take the file’s for all</button>
        </div>
      )}
      <ul className="import-rows">
        {shown.map((at) => {
          const match = matches[at];
          const outcome = plan.outcomes[at];
          if (!match || !outcome) return null;
          const what = `Line ${match.row.line}: “${match.row.title}” (${STATUS_LABELS[match.row.status]})`;
          const differs = outcome.kind === 'differs' && (
            <>
              <Changes changes={outcome.changes} />
              <KeepOrTake name={`${id}-take-${at}`} title={match.row.title} take={take.has(at)} onChange={(yes) => takeRow(at, yes)} />
            </>
          );
          if (match.kind === 'missing') {
            return <li key={at} className="import-missing">{what}: not in the catalogue; it will be skipped.</li>;
          }
          if (match.kind === 'exact') {
            return <li key={at}>{what} is in your library differently:{differs}</li>;
          }
          return (
            <li key={at}>
              <label>
                {what} is
                <select value={chosen.get(at) ?? SKIP} onChange={(event) => choose(at, event.target.value)}>
                  {match.candidates.map((game) => (
                    <option key={game.id} value={game.id}>{game.title}</option>
                  ))}
                  <option value={SKIP}>Skip this game</option>
                </select>
              </label>
              {differs}
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <nav className="import-pages" aria-label="Rows to check">
          <button type="button" className="outline secondary" disabled={shownPage === 0} onClick={() => setPage(shownPage - 1)}>Previous</button>
          <span>
            Rows {formatCount(shownPage * REVIEW_PAGE_SIZE + 1)}–{formatCount(Math.min(listed.length, (shownPage + 1) * REVIEW_PAGE_SIZE))} of {formatCount(listed.length)}
          </span>
          <button type="button" className="outline secondary" disabled={shownPage === pages - 1} onClick={() => setPage(shownPage + 1)}>Next</button>
        </nav>
      )}
      <div className="import-actions">
        <button type="button" disabled={plan.items.length === 0} onClick={() => onImport(plan.items, matches.filter((match, at) => match.kind === 'uncertain' && chosen.get(at) === undefined).length)}>
          Import {plan.items.length} {plan.items.length === 1 ? 'game' : 'games'}
        </button>
        <button type="button" className="secondary outline" onClick={onCancel}>Cancel</button>
      </div>
    </section>
  );
}
