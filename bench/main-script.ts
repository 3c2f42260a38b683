/** The app's main script as index.html loads it: the request the static-files row repeats. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadRequest } from './throughput.js';

/** Browsers ask for brotli first; the server and nginx both send the precompressed .br. */
const BROTLI_HEADERS = { 'accept-encoding': 'gzip, deflate, br' } as const;

/** GET of the module script that the built index.html in `appDir` starts with. */
export async function mainScriptRequest(appDir: string): Promise<LoadRequest> {
  const html = await readFile(join(appDir, 'index.html'), 'utf8');
  const path = /<script[^>]+type="module"[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!path) throw new Error(`no module script under /assets/ in ${join(appDir, 'index.html')}`);
  return { path, headers: { ...BROTLI_HEADERS } };
}
