import { useId, type InputHTMLAttributes } from 'react';

type FieldProps = {
  label: string;
  name: string;
  invalid?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'aria-invalid'>;

/** A labelled input; aria-invalid (which Pico paints red) marks a field the last submit refused. */
export function Field({ label, name, invalid = false, ...input }: FieldProps) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {label}
      <input id={id} name={name} aria-invalid={invalid ? true : undefined} {...input} />
    </label>
  );
}
