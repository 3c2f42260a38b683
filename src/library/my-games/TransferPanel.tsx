/**
 * Export (JSON with every field, CSV for a spreadsheet: both built here, so it works offline) and
 * import (our JSON, or a CSV with title and status columns) with its review step. A file over the
 * size limit is refused before it is read; the rest is read and matched in a worker with a
 * progress bar and Cancel. A bad file gets its line and problem and changes nothing.
 *
 * The panel shows from the page's first paint, its controls disabled until the catalogue and the
 * library are there to export from and match against: arriving later, it pushed the page down.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { formatBytes, type CatalogueGame } from '../../contract';
import { exportParts } from '../../lib/export-parts';
import { Alert } from '../../ui/Alert';
import { importEntries } from '../library-actions';
import type { ImportItem, LocalEntry } from '../local-entry';
import { downloadText } from '../../lib/save-file';
import { libraryCsv, libraryJson } from '../transfer/export-library';
import type { RowMatch } from '../transfer/match-titles';
import { IMPORT_LIMITS } from '../transfer/read-import';
import { sizeProblem, startImport, type ImportRun } from '../transfer/start-import';
import { ImportReview } from './ImportReview';
import { importSummary } from './import-summary';
import { formatCount } from '../../contract/format-count';

type Step =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string; done: number; total: number }
  | { kind: 'review'; matches: RowMatch[] }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

const IMPORT_LIMITS_TEXT = `At most ${formatBytes(IMPORT_LIMITS.maxBytes)} and ${formatCount(IMPORT_LIMITS.maxRows)} games.`;

function fileName(extension: string): string {
  return `freeplay-library-${new Date().toISOString().slice(0, 10)}.${extension}`;
}

function Reading({ step, onCancel }: { step: Extract<Step, { kind: 'reading' }>; onCancel: () => void }) {
  const counted = step.total > 0 ? `: ${formatCount(step.done)} of ${formatCount(step.total)} rows matched` : '…';
  return (
    <div className="import-reading">
      <label>
        Reading {step.name}{counted}
        {step.total > 0 ? <progress value={step.done} max={step.total} /> : <progress />}
      </label>
      <button type="button" className="secondary outline" onClick={onCancel}>Cancel</button>
    </div>
  );
}

export interface TransferPanelProps {
  entries: readonly LocalEntry[];
  /** The catalogue's games; undefined while the catalogue or the library is still loading. */
  games: readonly CatalogueGame[] | undefined;
}

export function TransferPanel({ entries, games }: TransferPanelProps) {
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const run = useRef<ImportRun | undefined>(undefined);
  const byId = () => new Map((games ?? []).map((game) => [game.id, game]));
  const cannotExport = !games || entries.length === 0;
  useEffect(() => () => run.current?.cancel(), []);

  const read = (file: File) => {
    if (!games) return;
    run.current?.cancel();
    const tooBig = sizeProblem(file);
    if (tooBig) {
      setStep({ kind: 'failed', message: `${file.name} was not imported. ${tooBig} Nothing was changed.` });
      return;
    }
    setStep({ kind: 'reading', name: file.name, done: 0, total: 0 });
    run.current = startImport(file, games, (message) => {
      if (message.kind === 'progress') setStep({ kind: 'reading', name: file.name, done: message.done, total: message.total });
      else if (message.kind === 'failed') setStep({ kind: 'failed', message: `${file.name} was not imported. ${message.message} Nothing was changed.` });
      else setStep({ kind: 'review', matches: message.matches });
    });
  };

  const cancel = () => {
    run.current?.cancel();
    run.current = undefined;
    setStep({ kind: 'done', message: 'Import cancelled. Nothing was changed.' });
  };

  const write = (matches: readonly RowMatch[], items: ImportItem[], skipped: number) => {
    importEntries(items).then(
      () => setStep({ kind: 'done', message: importSummary(items.length, matches.filter((match) => match.kind === 'missing').length, skipped) }),
      (error: unknown) => setStep({ kind: 'failed', message: `Nothing was imported. ${error instanceof Error ? error.message : String(error)}` }),
    );
  };

  return (
    <section className="transfer-panel" aria-label="Export and import">
      <div className="transfer-actions">
        <button type="button" className="outline" disabled={cannotExport} onClick={() => downloadText(fileName('json'), libraryJson(entries, byId(), new Date(), exportParts()), 'application/json')}>
          Export JSON
        </button>
        <button type="button" className="outline" disabled={cannotExport} onClick={() => downloadText(fileName('csv'), libraryCsv(entries, byId()), 'text/csv')}>
          Export CSV
        </button>
      </div>
      {/* The import's controls together: the file, then its progress, review or result right under it. */}
      <div className="transfer-import">
        <div className="import-file">
          <label>
            Import a library (JSON or CSV)
            <input
              type="file"
              disabled={!games}
              aria-describedby={`${id}-limits`}
              accept=".json,.csv,application/json,text/csv"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) read(file);
              }}
            />
          </label>
          <small id={`${id}-limits`}>{IMPORT_LIMITS_TEXT}</small>
        </div>
        {step.kind === 'failed' && <Alert>{step.message}</Alert>}
        {step.kind === 'done' && <p role="status">{step.message}</p>}
        {step.kind === 'reading' && <Reading step={step} onCancel={cancel} />}
        {step.kind === 'review' && <ImportReview matches={step.matches} entries={entries} onImport={(items, skipped) => write(step.matches, items, skipped)} onCancel={() => setStep({ kind: 'idle' })} />}
      </div>
    </section>
  );
}
