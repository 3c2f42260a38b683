/**
 * The diary's panel on a game's page, composed with the library: the game's status, and the one-tap
 * status the panel offers with its Undo (setting the previous status back, or taking an untracked
 * game out again).
 */
import type { LibraryStatus } from '../contract/library-statuses';
import { GameDiaryPanel } from '../diary/game/GameDiaryPanel';
import { removeFromLibrary, setStatus } from '../library/library-actions';
import { useLibraryEntry } from '../library/use-library';

export function GameDiary({ gameId, title }: { gameId: number; title: string }) {
  const status = useLibraryEntry(gameId)?.status ?? undefined;
  async function takeStatus(next: LibraryStatus): Promise<() => Promise<void>> {
    const previous = status;
    await setStatus(gameId, next);
    return () => (previous ? setStatus(gameId, previous) : removeFromLibrary(gameId));
  }
  return <GameDiaryPanel gameId={gameId} title={title} status={status} takeStatus={takeStatus} />;
}
