/**
 * nginx from Debian, started by the bench on loopback with bench/nginx.conf: found on the system,
 * installed with apt-get when missing and the bench runs as root, else reported as unavailable.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../tools/free-port.js';
import { rawGet } from './raw-get.js';
import { runCommand } from './run-command.js';

const TEMPLATE = fileURLToPath(new URL('./nginx.conf', import.meta.url));
const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'];
const INSTALL_TIMEOUT_MS = 240_000;
const START_TIMEOUT_MS = 10_000;
// Headers nginx writes itself, or that describe the connection rather than the response.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-type', 'server', 'last-modified', 'accept-ranges']);

function findNginx(): string | undefined {
  return CANDIDATES.find((path) => existsSync(path));
}

/** The nginx binary; installs Debian's package when missing and root. Throws with the reason otherwise. */
export async function ensureNginx(): Promise<string> {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed and the bench is not root, so it cannot run `apt-get install -y nginx`');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const options = { cwd: '/', env, timeoutMs: INSTALL_TIMEOUT_MS };
  try {
    await runCommand('apt-get', ['install', '-y', 'nginx'], options);
  } catch {
    // A fresh machine may have no package lists yet.
    await runCommand('apt-get', ['update'], options);
    await runCommand('apt-get', ['install', '-y', 'nginx'], options);
  }
  const installed = findNginx();
  if (!installed) throw new Error('`apt-get install -y nginx` finished but no nginx binary was found');
  return installed;
}

export interface NginxServer {
  url: string;
  stop(): Promise<void>;
}

/** Quotes a header value for nginx's configuration language. */
function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** What nginx serves: the server's answer at `path` to a GET with `requestHeaders`. */
export interface NginxResponse {
  path: string;
  requestHeaders: Record<string, string>;
  body: Buffer;
  /** The headers the server sent with it; nginx adds the same (bar those it writes itself). */
  headers: Record<string, string>;
}

/** Serves one answer's body at its path with its headers, from `dir`. */
export async function startNginx(binary: string, dir: string, served: NginxResponse): Promise<NginxServer> {
  const { path, requestHeaders, body, headers } = served;
  await mkdir(join(dir, 'www'), { recursive: true });
  await writeFile(join(dir, 'www/answer.bin'), body);
  const port = await freePort();
  const headerLines = Object.entries(headers)
    .filter(([name]) => !OWN_HEADERS.has(name.toLowerCase()))
    .map(([name, value]) => `      add_header ${name} ${quoted(value)} always;`)
    .join('\n');
  const config = (await readFile(TEMPLATE, 'utf8'))
    .replaceAll('{{USER}}', process.getuid?.() === 0 ? 'user root;' : '')
    .replaceAll('{{TMP}}', dir)
    .replaceAll('{{PORT}}', String(port))
    .replaceAll('{{PATH}}', path)
    .replaceAll('{{CONTENT_TYPE}}', headers['content-type'] ?? 'application/json')
    .replaceAll('{{HEADERS}}', headerLines);
  const configFile = join(dir, 'nginx.conf');
  await writeFile(configFile, config);

  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // QUIT is nginx's graceful stop; KILL after the bound.
    child.kill('SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${errors.join('').trim()}`);
    const response = await rawGet(`${url}${path}`, requestHeaders, 1_000).catch(() => undefined);
    if (response?.status === 200) {
      if (!response.body.equals(body)) {
        await stop();
        throw new Error(`nginx answered ${path} with other bytes than the server`);
      }
      return { url, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not answer within ${START_TIMEOUT_MS / 1000} s: ${errors.join('').trim()}`);
}
