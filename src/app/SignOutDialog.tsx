/**
 * Signing out with library, diary or list changes not yet on the server (docs/architecture.md, "Signing out"):
 * sync them now, keep them on this device for this account's next sign-in, or discard them.
 * Whichever is chosen, the person's synced records and cursor leave the device (sign-out.ts).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { signOut, syncAllBeforeSignOut } from './sign-out';

function unsyncedQuestion(pending: number): string {
  return pending === 1 ? '1 change on this device is not synced yet:' : `${pending} changes on this device are not synced yet:`;
}

export function SignOutDialog({ pending, onCancel }: { pending: number; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [syncing, setSyncing] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // A modal dialog: the page behind is inert and Escape cancels (the `cancel` event).
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => element.close?.();
  }, []);

  async function syncNow() {
    setSyncing(true);
    setProblem(undefined);
    const outcome = await syncAllBeforeSignOut().catch((error: unknown) => ({ pending, message: error instanceof Error ? error.message : String(error) }));
    setSyncing(false);
    if (outcome.pending === 0) signOut('synced');
    else setProblem(`They could not be synced: ${outcome.message ?? "Can't reach Freeplay right now."} Keep them for your next sign-in here, or discard them.`);
  }

  return (
    <dialog ref={dialog} className="sign-out-dialog" aria-labelledby={titleId} onCancel={(event) => (event.preventDefault(), onCancel())}>
      <article>
        <h2 id={titleId}>{unsyncedQuestion(pending)}</h2>
        <p>Sync them now, keep them on this device for your next sign-in here, or discard them. Either way, the rest of your library, diary and lists leaves this device; it stays on your account.</p>
        {problem && <p role="alert">{problem}</p>}
        <footer>
          <button type="button" onClick={() => void syncNow()} aria-busy={syncing} disabled={syncing}>
            {syncing ? 'Syncing…' : 'Sync now'}
          </button>
          <button type="button" className="secondary" onClick={() => signOut('keep')} disabled={syncing}>
            Keep them for next sign-in
          </button>
          <button type="button" className="secondary outline" onClick={() => signOut('discard')} disabled={syncing}>
            Discard
          </button>
          <button type="button" className="outline" onClick={onCancel} disabled={syncing}>
            Cancel
          </button>
        </footer>
      </article>
    </dialog>
  );
}
