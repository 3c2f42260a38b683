/** Says which feature is unavailable after a deferred start-up step failed (src/lib/startup-steps.ts), with Reload to try again. */
import { useFailedStartupSteps, type StartupStep } from '../lib/startup-steps';

const UNAVAILABLE: Readonly<Record<StartupStep, string>> = {
  library: 'Tracking is unavailable: My Games could not start.',
  sync: 'Tracking is unavailable: My Games could not start.',
  'visit tracking': '"New since your last visit" is unavailable.',
  'service worker registration': 'Offline use is unavailable in this browser.',
  'lazy chunks': 'Part of the app could not load.',
};

export function StartupProblems() {
  const steps = useFailedStartupSteps();
  const messages = [...new Set(steps.map((step) => UNAVAILABLE[step]))];
  if (messages.length === 0) return null;
  return (
    <div className="pwa-notice" role="status">
      <span>{messages.join(' ')} The rest of the app works.</span>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
