/**
 * Export (JSON with every list, CSV with one row per game in a list) and import with a review: the
 * file is read here, its lists are shown with what will be left out, and only Import makes them,
 * as new lists. A bad file gets its problem and changes nothing.
 */
import { useId, useState } from 'react';
import { downloadText } from '../../lib/save-file';
import { Alert } from '../../ui/Alert';
import { importLists } from '../lists-actions';
import { useLists } from '../lists-store';
import { LISTS_EXPORT_FORMAT, listsCsv, portableLists, readListsImport, type PortableList } from '../lists-transfer';
import type { GameTitles } from './ListPage';

/** Larger than any export of 100 lists of 500 games with notes. */
const MAX_BYTES = 20 * 1024 * 1024;

type Step = { kind: 'idle' } | { kind: 'review'; name: string; lists: PortableList[]; skipped: string[] } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

const fileName = (extension: string) => `freeplay-lists-${new Date().toISOString().slice(0, 10)}.${extension}`;

export function ListsTransfer({ titles }: { titles: GameTitles }) {
  const id = useId();
  const { lists } = useLists();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const read = async (file: File) => {
    if (file.size > MAX_BYTES) return setStep({ kind: 'failed', message: `${file.name} is too large to be a lists export. Nothing was changed.` });
    const result = readListsImport(await file.text(), file.name);
    setStep(result.ok ? { kind: 'review', name: file.name, lists: result.lists, skipped: result.skipped } : { kind: 'failed', message: `${file.name} was not imported. ${result.message} Nothing was changed.` });
  };
  const run = (chosen: PortableList[]) =>
    importLists(chosen).then(
      ({ made, left }) => setStep({ kind: 'done', message: `Imported ${made === 1 ? '1 list' : `${made} lists`}.${left > 0 ? ` ${left} did not fit: a person has at most 100 lists.` : ''}` }),
      (error: unknown) => setStep({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  const json = () => JSON.stringify({ format: LISTS_EXPORT_FORMAT, version: 1, exported_at: new Date().toISOString(), lists: portableLists(lists) }, null, 2);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Export and import</h2>
      <div className="list-item-actions">
        <button type="button" className="outline" disabled={lists.length === 0} onClick={() => downloadText(fileName('json'), `${json()}\n`, 'application/json')}>Export JSON</button>
        <button type="button" className="outline" disabled={lists.length === 0} onClick={() => downloadText(fileName('csv'), listsCsv(lists, titles), 'text/csv')}>Export CSV</button>
      </div>
      <label>
        Import lists (JSON or CSV)
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
      {step.kind === 'failed' && <Alert>{step.message}</Alert>}
      {step.kind === 'done' && <p role="status">{step.message}</p>}
      {step.kind === 'review' && (
        <div className="import-review" role="group" aria-label={`Review of ${step.name}`}>
          <p>{step.name} holds {step.lists.length === 1 ? '1 list' : `${step.lists.length} lists`}; each is made as a new list:</p>
          <ul>
            {step.lists.map((list, index) => <li key={index}>{list.name} ({list.items.length === 1 ? '1 game' : `${list.items.length} games`}{list.ranked ? ', ranked' : ''})</li>)}
          </ul>
          {step.skipped.length > 0 && (
            <details>
              <summary>{step.skipped.length} left out</summary>
              <ul>{step.skipped.map((reason) => <li key={reason}>{reason}</li>)}</ul>
            </details>
          )}
          <div className="list-item-actions">
            <button type="button" disabled={step.lists.length === 0} onClick={() => void run(step.lists)}>Import {step.lists.length === 1 ? '1 list' : `${step.lists.length} lists`}</button>
            <button type="button" className="outline secondary" onClick={() => setStep({ kind: 'idle' })}>Cancel</button>
          </div>
        </div>
      )}
    </section>
  );
}
