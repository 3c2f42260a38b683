/**
 * Debian's headless Chromium through playwright-core, with the project's flags. Host names other
 * than the loopback ones resolve to nothing, so no page can reach outside the machine.
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../tests/support/chromium-binary.js';

const FLAGS = [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: FLAGS, timeout: 30_000 });
}
