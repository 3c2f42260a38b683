/**
 * Export (JSON with every field, CSV for a spreadsheet: both built here, so it works offline) and
 * import (our JSON, or a CSV with title and status columns) with its review step. A bad file gets
 * its line and problem and changes nothing.
 */
import { useState } from 'react';
import type { CatalogueGame } from '../../contract';
import { Alert } from '../../ui/Alert';
import { importEntries } from '../library-actions';
import type { ImportItem, LocalEntry } from '../local-entry';
import { downloadText, libraryCsv, libraryJson } from '../transfer/export-library';
import { matchTitles, type RowMatch } from '../transfer/match-titles';
import { readImport } from '../transfer/read-import';
import { ImportReview } from './ImportReview';

type Step = { kind: 'idle' } | { kind: 'review'; matches: RowMatch[] } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

function fileName(extension: string): string {
  return `freeplay-library-${new Date().toISOString().slice(0, 10)}.${extension}`;
}

export function TransferPanel({ entries, games }: { entries: readonly LocalEntry[]; games: readonly CatalogueGame[] }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const byId = () => new Map(games.map((game) => [game.id, game]));

  const read = async (file: File) => {
    const read = readImport(await file.text());
    if (!read.ok) setStep({ kind: 'failed', message: `${file.name} was not imported. ${read.message} Nothing was changed.` });
    else setStep({ kind: 'review', matches: matchTitles(read.rows, games) });
  };

  const write = (items: ImportItem[]) => {
    importEntries(items).then(
      () => setStep({ kind: 'done', message: `Imported ${items.length} ${items.length === 1 ? 'game' : 'games'}.` }),
      (error: unknown) => setStep({ kind: 'failed', message: `Nothing was imported. ${error instanceof Error ? error.message : String(error)}` }),
    );
  };

  return (
    <section className="transfer-panel" aria-label="Export and import">
      <div className="transfer-actions">
        <button type="button" className="outline" disabled={entries.length === 0} onClick={() => downloadText(fileName('json'), libraryJson(entries, byId(), new Date()), 'application/json')}>
          Export JSON
        </button>
        <button type="button" className="outline" disabled={entries.length === 0} onClick={() => downloadText(fileName('csv'), libraryCsv(entries, byId()), 'text/csv')}>
          Export CSV
        </button>
        <label className="import-file">
          Import a library (JSON or CSV)
          <input
            type="file"
            accept=".json,.csv,application/json,text/csv"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void read(file);
            }}
          />
        </label>
      </div>
      {step.kind === 'failed' && <Alert>{step.message}</Alert>}
      {step.kind === 'done' && <p role="status">{step.message}</p>}
      {step.kind === 'review' && <ImportReview matches={step.matches} onImport={write} onCancel={() => setStep({ kind: 'idle' })} />}
    </section>
  );
}
