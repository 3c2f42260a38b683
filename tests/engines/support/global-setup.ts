/**
 * The cross-engine project's set-up: fail at once, with the install command, when an engine is
 * missing; then build the app and the server once, as the end-to-end suite does (E2E_REUSE_BUILD=1
 * reuses a build made with the same settings).
 */
import { existsSync } from 'node:fs';
import buildOnce from '../../e2e/support/global-setup.js';
import { FIREFOX_PATH } from './firefox-driver.js';
import { missingBrowser } from './missing-browser.js';
import { WEBKIT_BINARIES } from './webkit-driver.js';

export default async function globalSetup(): Promise<void> {
  const needed: [string, string, string][] = [['Firefox', FIREFOX_PATH, 'firefox-esr'], ...WEBKIT_BINARIES.map(([path, pkg]): [string, string, string] => ['WebKit', path, pkg])];
  for (const [engine, path, debianPackage] of needed) {
    if (!existsSync(path)) throw missingBrowser(engine, path, debianPackage);
  }
  await buildOnce();
}
