/**
 * "Install app" when the browser offers installation; in Safari, how to add the app by hand (Add to
 * Home Screen on iPhone and iPad, Add to Dock on a Mac: manual-install-hint.ts).
 * Either can be declined ("Not now", "Got it"), and that stays remembered on this device.
 */
import { promptInstall, useInstallPrompt } from './capture-install-prompt';
import { MANUAL_INSTALL_TEXT, manualInstallHint, pageInstallFeatures } from './manual-install-hint';
import { useDismissal } from './use-dismissal';
import { useStandalone } from './use-standalone';
import { INSTALL_DISMISSED_KEY } from '../contract/storage-names';


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
  const hint = manualInstallHint(pageInstallFeatures());
  if (!hint) return null;
  return (
    <p className="pwa-notice pwa-install-hint">
      {MANUAL_INSTALL_TEXT[hint]}
      <button type="button" className="secondary outline" onClick={dismiss}>
        Got it
      </button>
    </p>
  );
}
