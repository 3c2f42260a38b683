import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type FieldProps = {
  label: string;
  name: string;
  /** Why the current value is refused: shown under the input, linked by aria-describedby, and marks it aria-invalid (Pico paints it red). */
  error?: string;
  /** Shown beside the input and outside its label, so it adds nothing to the input's name (the password's Show button). */
  addon?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'aria-invalid'>;

/** A labelled input with its message, if it has one. */
export function Field({ label, name, error, addon, 'aria-describedby': describedBy, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [describedBy, error === undefined ? undefined : errorId].filter(Boolean).join(' ');
  const control = (
    <input
      id={id}
      name={name}
      aria-invalid={error === undefined ? undefined : true}
      aria-describedby={described || undefined}
      {...input}
    />
  );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {addon ? <div className="field-addon">{control}{addon}</div> : control}
      {error !== undefined && (
        <small id={errorId} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}
