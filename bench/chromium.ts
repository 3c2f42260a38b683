/**
 * Debian's headless Chromium through playwright-core, with the project's flags. Host names other
 * than the loopback ones resolve to nothing, so no page can reach outside the machine.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** CHROME_PATH, else /usr/bin/chromium; throws with how to get one. */
export function findChromium(): string {
  const path = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`no Chromium at ${path}: install it with \`apt-get install -y chromium\` or set CHROME_PATH`);
  return path;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: FLAGS, timeout: 30_000 });
}
