import { useState, type ComponentProps } from 'react';
import { Field } from './Field';

/**
 * A password input with a Show/Hide button. The button's name says what pressing it does (and so
 * the state): "Show password" while hidden, "Hide password" while shown. Its name comes from its
 * text, not aria-label, so a search by label still finds only the input.
 */
export function PasswordField(props: Omit<ComponentProps<typeof Field>, 'type' | 'addon'>) {
  const [shown, setShown] = useState(false);
  const toggle = (
    <button type="button" className="secondary outline field-toggle" onClick={() => setShown((value) => !value)} disabled={props.disabled}>
      {shown ? 'Hide' : 'Show'} <span className="visually-hidden">password</span>
    </button>
  );
  return <Field {...props} type={shown ? 'text' : 'password'} addon={toggle} />;
}
