/**
 * Debian's WebKitGTK MiniBrowser through WebKitWebDriver (classic WebDriver) under an Xvfb of its
 * own: one X server and one WebDriver server per test file, one fresh session (an ephemeral profile)
 * per journey. A session starts in 1-2 s, at load 7 too (12 of 12 measured); once in about twenty
 * journeys at load 5-7, WebKitWebDriver gave none within 60 s, before any page of ours loaded. So a
 * session not started within SESSION_START_MS is started once more on a fresh WebKitWebDriver, and
 * the run prints that it happened: the harness's start, never a journey, is what is tried again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { freePort } from '../../../tools/free-port.js';
import type { EngineDriver, EngineLauncher } from './driver.js';
import { missingBrowser } from './missing-browser.js';
import { WebDriverSession } from './webdriver-client.js';

const WEBDRIVER = '/usr/bin/WebKitWebDriver';
const XVFB = '/usr/bin/Xvfb';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** What the WebKit journeys need on disk, each with the Debian package that installs it. */
export const WEBKIT_BINARIES: readonly (readonly [string, string])[] = [[XVFB, 'xvfb'], [WEBDRIVER, 'webkit2gtk-driver'], [MINIBROWSER, 'webkit2gtk-driver']];
const START_TIMEOUT_MS = 15_000;
const SESSION_START_MS = 30_000;

const CAPABILITIES = {
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
};

/** Starts Xvfb on a display it picks itself (-displayfd) and resolves with that display's number. */
async function startXvfb(): Promise<{ child: ChildProcess; display: string }> {
  const child = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const pipe = child.stdio[3];
  if (!pipe) throw new Error('Xvfb gave no display pipe');
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb named no display within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    pipe.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolve(text.trim());
      }
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before naming a display`)));
  });
  return { child, display: `:${display}` };
}

async function waitForWebDriver(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/status`, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer within ${START_TIMEOUT_MS} ms`);
}

/** Stops `child` (with `group`, the process group it leads, so what it started goes too): SIGTERM, then SIGKILL after 5 s. */
async function stop(child: ChildProcess | undefined, group = false): Promise<void> {
  if (!child || child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const pid = child.pid;
  const exited = once(child, 'exit');
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group) process.kill(-pid, name);
      else child.kill(name);
    } catch {
      // Gone already.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

function driverFor(session: WebDriverSession): EngineDriver {
  return {
    engine: 'webkit',
    goto: async (url) => void (await session.navigate(url)),
    reload: async () => void (await session.refresh()),
    run: async <T>(body: string, ...args: unknown[]) => (await session.execute(`return (async function () { ${body} }).apply(null, arguments);`, args)) as T,
    // Pressed from the keyboard, not clicked: WebKit under automation withholds rendering updates for
    // seconds, and a click at the element's on-screen point then often reached nothing (docs/browser-support.md).
    click: async (selector) => {
      // A label stands for its control (a visually hidden radio): the key press goes to the control.
      const target = (await session.execute(`
        const element = document.querySelector(arguments[0]);
        const control = element && element.tagName === 'LABEL' ? element.control : null;
        if (!control) return arguments[0];
        control.setAttribute('data-engine-control', '');
        return '[data-engine-control]';
      `, [selector])) as string;
      const kind = await session.execute('return document.querySelector(arguments[0])?.matches("input[type=radio], input[type=checkbox]") ? "space" : "enter";', [target]);
      await session.press(target, kind === 'space' ? 'space' : 'enter');
      if (target !== selector) await session.execute('document.querySelectorAll("[data-engine-control]").forEach((element) => element.removeAttribute("data-engine-control"));', []);
    },
    type: (selector, text) => session.sendKeys(selector, text),
    upload: (selector, path) => session.sendKeys(selector, path),
    close: () => session.delete(),
  };
}

interface WebDriverServer {
  child: ChildProcess;
  url: string;
}

async function startWebDriver(display: string): Promise<WebDriverServer> {
  const port = await freePort();
  // Its own process group, so stopping it stops the MiniBrowser it started too.
  const child = spawn(WEBDRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  await waitForWebDriver(url, child);
  return { child, url };
}

export function webkitLauncher(): EngineLauncher {
  let started: Promise<{ xvfb: ChildProcess; display: string }> | undefined;
  let webdriver: Promise<WebDriverServer> | undefined;
  const start = async () => {
    for (const [path, name] of WEBKIT_BINARIES) {
      if (!existsSync(path)) throw missingBrowser('WebKit', path, name);
    }
    const { child: xvfb, display } = await startXvfb();
    return { xvfb, display };
  };
  const server = async () => (webdriver ??= startWebDriver((await (started ??= start())).display));
  const session = async () => {
    const { url } = await server();
    return WebDriverSession.create(url, CAPABILITIES, SESSION_START_MS);
  };
  return {
    engine: 'webkit',
    async open() {
      let opened: WebDriverSession;
      try {
        opened = await session();
      } catch (error) {
        console.warn(`[engines] WebKitWebDriver gave no session within ${SESSION_START_MS} ms (${error instanceof Error ? error.message : String(error)}); starting a fresh one`);
        const stale = webdriver;
        webdriver = undefined;
        if (stale) await stop((await stale).child, true);
        opened = await session();
      }
      await opened.setWindowRect(1280, 800);
      return driverFor(opened);
    },
    async shutdown() {
      if (webdriver) await stop((await webdriver).child, true);
      if (started) await stop((await started).xvfb);
    },
  };
}
