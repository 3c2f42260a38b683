/** The switch of Browse and the list pages; what it hides is worked out once, in TrackingProvider. */
import { setHideFinished, useHideFinished } from './hide-finished';

export const HIDE_SWITCH_LABEL = "Hide games I've played or dropped";

export function HideSwitch() {
  const on = useHideFinished();
  return (
    <label className="hide-switch">
      <input type="checkbox" role="switch" checked={on} onChange={(event) => setHideFinished(event.target.checked)} />
      {HIDE_SWITCH_LABEL}
    </label>
  );
}
