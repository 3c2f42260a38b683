/**
 * "Install app" when the browser offers installation; on iOS Safari, how to add the app by hand.
 * Either can be declined ("Not now", "Got it"), and that stays remembered on this device.
 */
import { promptInstall, useInstallPrompt } from './capture-install-prompt';
import { isIosSafari } from './is-ios-safari';
import { useDismissal } from './use-dismissal';
import { useStandalone } from './use-standalone';

const INSTALL_DISMISSED_KEY = 'freeplay-install-dismissed';

export function InstallButton() {
  const offer = useInstallPrompt();
  const standalone = useStandalone();
  const [dismissed, dismiss] = useDismissal(INSTALL_DISMISSED_KEY);

  if (standalone || dismissed) return null;
  if (offer) {
    return (
      <div className="pwa-notice pwa-install-offer">
        <span>Freeplay works offline as an app.</span>
        <button type="button" className="pwa-install" onClick={() => void promptInstall()}>
          Install app
        </button>
        <button type="button" className="secondary outline" onClick={dismiss}>
          Not now
        </button>
      </div>
    );
  }
  if (!isIosSafari(navigator.userAgent, navigator.maxTouchPoints)) return null;
  return (
    <p className="pwa-notice pwa-install-hint">
      To install: tap Share, then Add to Home Screen.
      <button type="button" className="secondary outline" onClick={dismiss}>
        Got it
      </button>
    </p>
  );
}
