/** "Install app" when the browser offers installation; on iOS Safari, how to add the app by hand. */
import { useState } from 'react';
import { promptInstall, useInstallPrompt } from './capture-install-prompt';
import { isIosSafari } from './is-ios-safari';
import { useStandalone } from './use-standalone';

const HINT_DISMISSED_KEY = 'freeplay-ios-install-hint-dismissed';

export function InstallButton() {
  const offer = useInstallPrompt();
  const standalone = useStandalone();
  const [hintDismissed, setHintDismissed] = useState(() => localStorage.getItem(HINT_DISMISSED_KEY) !== null);

  if (standalone) return null;
  if (offer) {
    return (
      <button type="button" className="pwa-install" onClick={() => void promptInstall()}>
        Install app
      </button>
    );
  }
  if (hintDismissed || !isIosSafari(navigator.userAgent, navigator.maxTouchPoints)) return null;
  const dismiss = () => {
    localStorage.setItem(HINT_DISMISSED_KEY, '1');
    setHintDismissed(true);
  };
  return (
    <p className="pwa-notice pwa-install-hint">
      To install: tap Share, then Add to Home Screen.
      <button type="button" className="secondary outline" onClick={dismiss}>
        Got it
      </button>
    </p>
  );
}
