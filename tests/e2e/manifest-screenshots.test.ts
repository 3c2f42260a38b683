/**
 * The manifest's screenshots (shown in the install dialog) are the real app: this journey shoots the
 * games grid against the built-in demo catalogue at each screenshot's size, and checks that what it
 * shoots, the files in public/ and the manifest agree in pixel size and form factor. When the look
 * changes, `UPDATE_SCREENSHOTS=1 npx playwright test tests/e2e/manifest-screenshots.test.ts` writes
 * the new pictures into public/screenshots/ for committing (docs/testing.md, "The manifest's screenshots").
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { expect, test } from './support/fixtures.js';
import { createSession, type Session } from '../../tools/account.js';
import { PROJECT_ROOT, ServerProcess } from '../../tools/server-process.js';
import { BUILD_ROOT } from './support/build.js';
import { waitForGrid } from './support/pages.js';
import { openWithTokenAt } from './support/session.js';

interface Screenshot { src: string; sizes: string; type: string; form_factor: 'narrow' | 'wide'; label: string }

const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'manifest.webmanifest'), 'utf8')) as { screenshots: Screenshot[] };
const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';

function pixelSize(png: Buffer): string {
  const { width, height } = PNG.sync.read(png);
  return `${width}x${height}`;
}

test.describe('Manifest screenshots', () => {
  let server: ServerProcess;
  let session: Session;
  let dataDir: string;

  test.beforeAll(async () => {
    // The demo catalogue, with its own pictures: what a person sees with no games service at all.
    dataDir = await mkdtemp(join(tmpdir(), 'freeplay-shots-'));
    server = await ServerProcess.start({
      args: [join(BUILD_ROOT, 'dist/server/server/main.js')],
      cwd: BUILD_ROOT,
      env: { NODE_ENV: 'production', GAMES_SOURCE: 'demo', DATA_DIR: dataDir },
    });
    session = await createSession(server.url, 'shots');
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('one narrow and one wide screenshot, each shot from the app at the size the manifest gives', () => {
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      const [width = 0, height = 0] = shot.sizes.split('x').map(Number);
      expect(shot.type).toBe('image/png');
      // Narrow is taller than wide, wide wider than tall: the install dialog picks them by shape.
      expect(shot.form_factor === 'narrow' ? height > width : width > height, `${shot.src} ${shot.sizes}`).toBe(true);
    }
  });

  for (const shot of manifest.screenshots) {
    test(`${shot.form_factor}: the games grid at ${shot.sizes} matches ${shot.src}`, async ({ openPage }) => {
      const [width = 0, height = 0] = shot.sizes.split('x').map(Number);
      const { page } = await openPage({ viewport: { width, height }, deviceScaleFactor: 1, colorScheme: 'light', serviceWorkers: 'block' });
      await openWithTokenAt(server.url, page, '/all', session.token);
      await waitForGrid(page);
      // The pictures on screen finish loading, so the shot shows what a person sees.
      await page.waitForFunction(
        () => Array.from(document.images).every((image) => image.complete || image.getBoundingClientRect().top > innerHeight),
        undefined,
        { timeout: 10_000, polling: 100 },
      );
      const picture = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      expect(pixelSize(picture)).toBe(shot.sizes);

      const file = join(PROJECT_ROOT, 'public', shot.src);
      if (UPDATE) await writeFile(file, picture);
      expect(pixelSize(readFileSync(file)), `${file} as committed`).toBe(shot.sizes);
    });
  }
});
