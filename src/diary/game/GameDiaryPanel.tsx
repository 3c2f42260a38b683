/**
 * "Log a session" on a game's page, with the game's history below. After a session the status it
 * suggests is offered (status-offer.ts), never set on its own. The app passes the library's status
 * and how to change it (features do not import each other).
 *
 * The form is made only once its place comes near the view: the first date field a page makes
 * loads the browser's calendar data and lays out its parts, 40-90 ms of tasks on a desktop CPU,
 * which a page opened at its top should not pay while it starts (docs/decisions.md, "Start-up
 * never blocks").
 */
import { useMemo, useState } from 'react';
import { useNearView } from '../../lib/when-near';
import type { LibraryStatus } from '../../contract/library-statuses';
import { logSession } from '../diary-actions';
import { useDiary } from '../diary-store';
import { statusOffer } from '../status-offer';
import { SessionForm } from './SessionForm';
import { SessionHistory } from './SessionHistory';
import { StatusOffer } from './StatusOffer';
import { useTimedOffer } from './use-timed-offer';
import '../diary.css';

/**
 * How far ahead of the view the form is made: a page opened at its top on a phone leaves it for
 * later, and a person scrolling down finds it there (its box holds its place meanwhile).
 */
const FORM_MARGIN = '200px';

export interface GameDiaryPanelProps {
  gameId: number;
  title: string;
  status: LibraryStatus | undefined;
  /** Sets the status; resolves with the function that puts the previous one back. */
  takeStatus(status: LibraryStatus): Promise<() => Promise<void>>;
}

export function GameDiaryPanel({ gameId, title, status, takeStatus }: GameDiaryPanelProps) {
  const { records } = useDiary();
  const mine = useMemo(() => records.filter((record) => record.entry.game_id === gameId), [records, gameId]);
  const [offer, setOffer] = useTimedOffer<LibraryStatus>();
  const [logged, setLogged] = useState(false);
  const [formSlot, near] = useNearView<HTMLDivElement>(FORM_MARGIN);
  return (
    <section className="game-diary" aria-labelledby="game-diary-title">
      <h2 id="game-diary-title">Log a session</h2>
      <div ref={formSlot} className="session-form-slot">
        {near && (
          <SessionForm
            submitLabel="Log session"
            onSubmit={async (values) => {
              await logSession(gameId, values);
              setLogged(true);
              setOffer(statusOffer(status, values.marker));
            }}
          />
        )}
      </div>
      {logged && !offer && <p className="diary-offer" role="status">Session of {title} logged.</p>}
      {offer && <StatusOffer key={offer} offer={offer} take={takeStatus} onDone={() => setOffer(undefined)} />}
      <SessionHistory records={mine} />
    </section>
  );
}
