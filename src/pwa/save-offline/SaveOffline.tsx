/**
 * "Save for offline": the offer, the space it will take against what is free, the progress (a bar
 * with games and megabytes, Cancel) and how it ended. `compact` is the offline catalogue notice's
 * form: nothing at rest once everything is saved.
 */
import { useEffect, type ReactNode } from 'react';
import { useStore } from '../../lib/create-store';
import { formatBytes } from '../../contract';
import {
  cancelSave, closeSaveView, loadSaveState, prepareSave, saveViewStore, startSave, type SaveView,
} from './offline-save-store';
import type { SaveOutcome, SaveProgress } from './save-offline';
import type { SavedRun } from './saved-run';
import './save-offline.css';

export function SaveOffline({ compact = false, onLater }: { compact?: boolean; onLater?: () => void }) {
  const view = useStore(saveViewStore);
  useEffect(() => {
    void loadSaveState();
  }, []);
  const body = describe(view, compact, onLater);
  if (!body) return null;
  return <div className="save-offline" data-phase={view.phase}>{body}</div>;
}

const button = (label: string, action: () => void, secondary = false) => (
  <button type="button" className={secondary ? 'secondary outline' : undefined} onClick={action}>{label}</button>
);

function describe(view: SaveView, compact: boolean, onLater: (() => void) | undefined): ReactNode {
  switch (view.phase) {
    case 'idle':
      return resting(view.saved, compact, onLater);
    case 'checking':
      return <p aria-live="polite">Checking how much space it needs…</p>;
    case 'confirm':
      return confirmation(view);
    case 'running':
      return running(view.progress);
    case 'finished':
      return finished(view.outcome);
    case 'error':
      return (
        <>
          <p role="alert">{view.message}</p>
          {button('Close', () => void closeSaveView(), true)}
        </>
      );
  }
}

function resting(saved: SavedRun | undefined, compact: boolean, onLater: (() => void) | undefined): ReactNode {
  if (saved?.status === 'complete') {
    if (compact) return null;
    return (
      <>
        <p>Saved for offline: {saved.doneIds.length} games with their pictures ({formatBytes(saved.bytes)}), {new Date(saved.updatedAt).toLocaleDateString()}.</p>
        {button('Save again', () => void prepareSave(), true)}
      </>
    );
  }
  if (saved && saved.doneIds.length > 0) {
    return (
      <>
        <p>Partly saved for offline: {saved.doneIds.length} of {saved.total} games ({formatBytes(saved.bytes)}).</p>
        {button('Resume saving', () => void prepareSave())}
      </>
    );
  }
  return (
    <>
      <p>Save the whole catalogue with every game’s picture, to browse it all offline.</p>
      {button('Save for offline', () => void prepareSave())}
      {compact && onLater && button('Later', onLater, true)}
    </>
  );
}

function confirmation(view: Extract<SaveView, { phase: 'confirm' }>): ReactNode {
  const free = view.freeBytes;
  const tight = free !== undefined && view.neededBytes > free;
  return (
    <>
      <p>
        It will take about {formatBytes(view.neededBytes)} for {view.missing === view.games ? `${view.games} games’ pictures` : `the ${view.missing} of ${view.games} games’ pictures not saved yet`}
        {free === undefined ? '. This browser does not say how much space is free.' : `; ${formatBytes(free)} is free for Freeplay on this device.`}
        {tight ? ' That may not be enough: it will stop when storage is full, keeping what it saved.' : ''}
      </p>
      {button('Start saving', () => void startSave())}
      {button('Not yet', () => void closeSaveView(), true)}
    </>
  );
}

function running(progress: SaveProgress): ReactNode {
  const label = progress.total === 0 ? 'Saving the game lists…' : `${progress.games} of ${progress.total} games, ${formatBytes(progress.bytes)}`;
  return (
    <>
      <label className="save-offline-bar">
        Saving for offline
        <progress max={progress.total || undefined} value={progress.total ? progress.games : undefined} />
      </label>
      <p className="save-offline-count" aria-live="polite">
        {label}{progress.paused ? ' (paused while the page is hidden: Save-Data is on)' : ''}
      </p>
      {button('Cancel', cancelSave, true)}
    </>
  );
}

function finished(outcome: SaveOutcome): ReactNode {
  const { games, total, bytes } = outcome.progress;
  const done = `${games} of ${total} games (${formatBytes(bytes)})`;
  let text: string;
  let alert = false;
  switch (outcome.kind) {
    case 'complete':
      text = `Saved for offline: all ${total} games with their pictures (${formatBytes(bytes)}).`;
      break;
    case 'cancelled':
      text = `Cancelled. ${done} are saved and kept; Resume goes on from there.`;
      break;
    case 'storage-full':
      alert = true;
      text = `Storage is full, so saving stopped. ${done} are saved and kept. Free some space on this device, then resume.`;
      break;
    case 'incomplete':
      alert = true;
      text = outcome.offline
        ? `The connection was lost. ${done} are saved and kept; saving goes on when you resume online.`
        : `${done} saved; ${outcome.failed} ${outcome.failed === 1 ? 'picture' : 'pictures'} could not be fetched. Try again later.`;
      break;
  }
  return (
    <>
      <p role={alert ? 'alert' : 'status'}>{text}</p>
      {outcome.kind !== 'complete' && button('Resume saving', () => void prepareSave())}
      {button('Close', () => void closeSaveView(), true)}
    </>
  );
}
