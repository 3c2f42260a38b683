// Imported by main.tsx before anything reads the hash: a share into the installed app arrives as
// /?title=…&text=…&url=… (the manifest's share_target) and moves to #/share, where SharePage reads
// (and caps) the fields.
import { isShareAddress, PATHS } from '../contract';

if (isShareAddress(window.location.search)) {
  window.history.replaceState(null, '', `${window.location.pathname}#${PATHS.share}${window.location.search}`);
}
