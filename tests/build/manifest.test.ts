// The root manifest.webmanifest: what Chromium needs to offer installation, and the images it names.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../src/contract/index.js';

const root = join(import.meta.dirname, '..', '..');

interface Image { src: string; sizes: string; type?: string; purpose?: string; form_factor?: string }
interface Manifest {
  name: string; short_name: string; description: string; start_url: string; scope: string; display: string;
  theme_color: string; background_color: string; categories: string[]; icons: Image[]; screenshots: Image[];
  shortcuts: { name: string; url: string; icons: Image[] }[];
  launch_handler: unknown; share_target: unknown;
}

const manifest = JSON.parse(readFileSync(join(root, 'manifest.webmanifest'), 'utf8')) as Manifest;

/** The pixel size of a PNG under public/, read from the file itself. */
function pngSize(src: string): string {
  const png = PNG.sync.read(readFileSync(join(root, 'public', src)));
  return `${png.width}x${png.height}`;
}

describe('manifest.webmanifest', () => {
  it('has the fields an installable app needs', () => {
    expect(manifest).toMatchObject({ name: 'Freeplay', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.description.length).toBeGreaterThan(0);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.categories).toEqual(['games', 'entertainment']);
  });

  it('names 192 and 512 icons for any use and a separate 512 maskable one, each the size it claims', () => {
    const any = manifest.icons.filter((icon) => (icon.purpose ?? 'any') === 'any').map((icon) => icon.sizes);
    expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['512x512']);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(icon.src)).toBe(icon.sizes);
    }
  });

  // Shot from the app by tests/e2e/manifest-screenshots.test.ts. Only the install dialog loads
  // them (the service worker does not precache them), so a real screenshot's size is fine.
  it('shows one wide and one narrow screenshot of the size it claims, kept under 300 KB', () => {
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      expect(pngSize(shot.src)).toBe(shot.sizes);
      expect(statSync(join(root, 'public', shot.src)).size).toBeLessThan(300_000);
    }
  });

  // A shortcut must never open NotFound: each names a page of the route table.
  it('offers shortcuts to My Games, Browse and Pick for me, pages the app has, each with an icon of the size it claims', () => {
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/#/library', '/#/browse', '/#/pick']);
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(['My Games', 'Browse games', 'Pick for me']);
    const appPaths: readonly string[] = Object.values(PATHS);
    for (const shortcut of manifest.shortcuts) expect(appPaths).toContain(shortcut.url.replace(/^\/#/, ''));
    for (const shortcut of manifest.shortcuts) {
      expect(shortcut.icons.length).toBeGreaterThan(0);
      for (const icon of shortcut.icons) expect(pngSize(icon.src)).toBe(icon.sizes);
    }
  });

  it('reuses an open window and takes shares (title, text, url) by GET at the start URL', () => {
    expect(manifest.launch_handler).toEqual({ client_mode: 'navigate-existing' });
    expect(manifest.share_target).toEqual({ action: '/', method: 'GET', enctype: 'application/x-www-form-urlencoded', params: { title: 'title', text: 'text', url: 'url' } });
  });
});
