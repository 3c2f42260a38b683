/**
 * "Log a session" on a game's page, with the game's history below. After a session the status it
 * suggests is offered (status-offer.ts), never set on its own. The app passes the library's status
 * and how to change it (features do not import each other).
 */
import { useMemo, useState } from 'react';
import type { LibraryStatus } from '../../contract/library-statuses';
import { logSession } from '../diary-actions';
import { useDiary } from '../diary-store';
import { statusOffer } from '../status-offer';
import { SessionForm } from './SessionForm';
import { SessionHistory } from './SessionHistory';
import { StatusOffer } from './StatusOffer';
import { useTimedOffer } from './use-timed-offer';
import '../diary.css';

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
  return (
    <section className="game-diary" aria-labelledby="game-diary-title">
      <h2 id="game-diary-title">Log a session</h2>
      <SessionForm
        submitLabel="Log session"
        onSubmit={async (values) => {
          await logSession(gameId, values);
          setLogged(true);
          setOffer(statusOffer(status, values.marker));
        }}
      />
      {logged && !offer && <p className="diary-offer" role="status">Session of {title} logged.</p>}
      {offer && <StatusOffer key={offer} offer={offer} take={takeStatus} onDone={() => setOffer(undefined)} />}
      <SessionHistory records={mine} />
    </section>
  );
}
