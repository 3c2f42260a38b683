/**
 * `#/pick`, Pick for me: one game at a time, drawn at random from the Browse filters in the hash
 * query (`#/pick?platform=pc&tags=mmorpg`, as `#/browse` reads them), leaving out every game in the
 * library, Not interested ones included. Want to try, Not interested and Next, each with a key (W,
 * N, Space or →). It works offline from the stored catalogue index. The library comes in from the
 * app (src/app/PickRoute.tsx), as features do not import each other.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { gameDetailPath, PATHS, type CatalogueIndex } from '../../contract';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHashQuery } from '../../lib/use-hash-route';
import { useLatest } from '../../lib/use-latest';
import { Spinner } from '../../ui/Spinner';
import { activeFilters } from '../browse/active-filters';
import { browseQueryString, parseBrowseQuery } from '../browse/browse-state';
import { pickCandidates, pickNext, type RandomSource } from './pick-game';
import { PickedGame } from './PickedGame';
import { PICK_KEYS, pickKeyAction, type PickAction } from './pick-keys';
import './pick.css';

export type PickChoice = 'want' | 'ignored';

export interface PickPageProps {
  /** The catalogue index, once loaded. */
  index: CatalogueIndex | undefined;
  /** What shows while the index is missing (loading, offline and never stored, failed). */
  placeholder: ReactNode;
  /** Every game in the library (tracked or Not interested): never picked. */
  excluded: ReadonlySet<number>;
  /** False until this device's stored library has been read. */
  ready: boolean;
  /** Writes the choice to the library; rejects with a message a person can read. */
  onChoose: (gameId: number, status: PickChoice) => Promise<void>;
  /** Takes a Not interested back: the game leaves the library again, as it was before (every game drawn was out of it). */
  onUndoIgnored: (gameId: number) => Promise<void>;
  random?: RandomSource;
}

export const NOTHING_LEFT_TEXT = 'Every game that matches these filters is in My Games or marked Not interested.';

export function PickPage({ index, placeholder, excluded, ready, onChoose, onUndoIgnored, random = Math.random }: PickPageProps) {
  useDocumentTitle('Pick for me');
  const query = useHashQuery();
  const state = useMemo(() => parseBrowseQuery(query).state, [query]);
  const candidates = useMemo(() => (index && ready ? pickCandidates(index.games, state, excluded) : []), [index, ready, state, excluded]);
  const [currentId, setCurrentId] = useState<number | undefined>();
  // The game on screen left the candidates (chosen, tracked elsewhere, or the filters changed) or none was drawn yet.
  const [lastShown, setLastShown] = useState<number | undefined>();
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState('');
  // The game last marked Not interested, while its Undo is offered; and one whose Undo brings it back on screen.
  const [undoable, setUndoable] = useState<{ id: number; title: string } | undefined>();
  const [returning, setReturning] = useState<number | undefined>();
  const ignoreButton = useRef<HTMLButtonElement>(null);
  if (returning !== undefined && candidates.some((game) => game.id === returning)) {
    setReturning(undefined);
    setCurrentId(returning);
    setLastShown(returning);
  }
  const current = candidates.find((game) => game.id === currentId);
  if (!current && candidates.length > 0) {
    const next = pickNext(candidates, lastShown, random);
    if (next && next.id !== currentId) {
      setCurrentId(next.id);
      setLastShown(next.id);
    }
  }

  const act = (action: PickAction) => {
    if (!current) return;
    const next = pickNext(candidates, current.id, random);
    if (action === 'next') {
      if (!next) return;
      setSaid('');
    } else {
      setSaid(action === 'want' ? `${current.title}: added to Want to try.` : `${current.title}: Not interested. It won't be picked again.`);
      onChoose(current.id, action).catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
    }
    setUndoable(action === 'ignored' ? { id: current.id, title: current.title } : undefined);
    setProblem('');
    setCurrentId(next?.id);
    setLastShown(next?.id ?? current.id);
  };

  const undo = () => {
    if (!undoable) return;
    const { id, title } = undoable;
    setUndoable(undefined);
    setSaid(`${title}: Not interested undone. It's back in the picks.`);
    setProblem('');
    onUndoIgnored(id).then(
      () => setReturning(id),
      (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
    );
    // The Undo button goes away: the focus goes to Not interested, or the heading when nothing is drawn.
    (ignoreButton.current ?? document.querySelector<HTMLElement>('.pick-page h1'))?.focus();
  };

  const latestAct = useLatest(act);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = pickKeyAction(event);
      if (!action) return;
      event.preventDefault();
      latestAct.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [latestAct]);

  const chips = activeFilters(state);
  const browseHref = `#${PATHS.browse}${query ? `?${browseQueryString(state)}` : ''}`;
  let body: ReactNode;
  if (!index) body = placeholder;
  else if (!ready) body = <Spinner label="Loading your library" />;
  else if (!current) {
    body = (
      <div className="pick-empty">
        <h2>Nothing left to pick</h2>
        <p>{NOTHING_LEFT_TEXT}</p>
        <p>
          <a href={browseHref}>Change the filters in Browse</a>
          {' · '}
          <a href={`#${PATHS.library}?status=ignored`}>See the games marked Not interested</a>
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <PickedGame game={current} href={`#${gameDetailPath(current.id)}`} />
        <div className="pick-actions" role="group" aria-label="Your choice">
          <button type="button" aria-keyshortcuts={PICK_KEYS.want.aria} onClick={() => act('want')}>
            Want to try <kbd aria-hidden="true">{PICK_KEYS.want.shown}</kbd>
          </button>
          <button ref={ignoreButton} type="button" className="secondary" aria-keyshortcuts={PICK_KEYS.ignored.aria} onClick={() => act('ignored')}>
            Not interested <kbd aria-hidden="true">{PICK_KEYS.ignored.shown}</kbd>
          </button>
          <button type="button" className="outline" aria-keyshortcuts={PICK_KEYS.next.aria} disabled={candidates.length < 2} onClick={() => act('next')}>
            Next <kbd aria-hidden="true">{PICK_KEYS.next.shown}</kbd>
          </button>
        </div>
        {candidates.length < 2 && <p className="pick-quiet">This is the last game left that matches these filters.</p>}
      </>
    );
  }

  return (
    <section className="pick-page">
      <h1>Pick for me</h1>
      <p className="pick-quiet">
        {chips.length > 0 ? `From games matching ${chips.map((chip) => chip.label).join(' · ')}. ` : 'From every game. '}
        <a href={browseHref}>{chips.length > 0 ? 'Change the filters' : 'Narrow it down in Browse'}</a>
        {index && ready && ` · ${candidates.length} ${candidates.length === 1 ? 'game' : 'games'} left to pick from`}
      </p>
      {body}
      <div className="pick-said-row">
        <p role="status" className="pick-said">{said}</p>
        {undoable && (
          <button type="button" className="outline pick-undo" aria-label={`Undo Not interested for ${undoable.title}`} onClick={undo}>
            Undo
          </button>
        )}
      </div>
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}
