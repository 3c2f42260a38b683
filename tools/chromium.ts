/**
 * Where Debian's Chromium is and how the project starts it: shared by the end-to-end suite
 * (playwright.config.ts) and the benchmarks, so both find the same binary with the same flags.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The developer notes' flags: no sandbox (root), no GPU, and no background calls to outside hosts. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const INSTALL_HINT = 'No Chromium found. Install it with `apt-get install -y chromium`, or set CHROME_PATH to a Chromium or Chrome binary.';

function onPath(name: string): string | undefined {
  try {
    const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    return found || undefined;
  } catch {
    return undefined;
  }
}

/** CHROME_PATH, else /usr/bin/chromium, else chromium or google-chrome on PATH; throws with the install hint. */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH?.trim();
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, which does not exist. ${INSTALL_HINT}`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const found = onPath('chromium') ?? onPath('google-chrome');
  if (!found) throw new Error(INSTALL_HINT);
  return found;
}

/** A headless Chromium with the project's flags and any `extraArgs` (the bench adds host-resolver rules). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: [...CHROMIUM_FLAGS, ...extraArgs], timeout: 30_000 });
}
