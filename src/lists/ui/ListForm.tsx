/** A list's name, description and ranked option: making a new list, or editing one. */
import { useId, useState, type FormEvent } from 'react';
import { LIST_LIMITS } from '../../contract/lists';
import { Alert } from '../../ui/Alert';
import type { ListFields } from '../list-changes';
import { listFieldErrors } from '../lists-actions';

export function ListForm({ initial, submitLabel, onSubmit }: { initial?: ListFields; submitLabel: string; onSubmit: (fields: ListFields) => Promise<void> }) {
  const id = useId();
  const [fields, setFields] = useState<ListFields>(initial ?? { name: '', description: '', ranked: false });
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = listFieldErrors(fields);
    setErrors(problems);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      await onSubmit(fields);
      if (!initial) setFields({ name: '', description: '', ranked: false });
    } catch (error) {
      setErrors([error instanceof Error ? error.message : String(error)]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="list-form" onSubmit={(event) => void submit(event)} noValidate>
      {errors.map((message) => <Alert key={message}>{message}</Alert>)}
      <label htmlFor={`${id}-name`}>Name</label>
      <input id={`${id}-name`} value={fields.name} maxLength={LIST_LIMITS.nameMaxLength} required onChange={(event) => setFields({ ...fields, name: event.target.value })} />
      <label htmlFor={`${id}-description`}>Description (optional)</label>
      <textarea id={`${id}-description`} rows={2} value={fields.description} maxLength={LIST_LIMITS.descriptionMaxLength} onChange={(event) => setFields({ ...fields, description: event.target.value })} />
      <label htmlFor={`${id}-ranked`}>
        <input id={`${id}-ranked`} type="checkbox" checked={fields.ranked} onChange={(event) => setFields({ ...fields, ranked: event.target.checked })} />
        Ranked (show numbers)
      </label>
      <button type="submit" aria-busy={busy} disabled={busy}>{submitLabel}</button>
    </form>
  );
}
