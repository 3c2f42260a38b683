import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:8080';

// manifest.webmanifest at the repository root is the one source; the plugin writes it into the build.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as Partial<ManifestOptions>;

/**
 * The dev server serves the root manifest as it is, but a build would bundle index.html's link to it
 * as a hashed asset beside the plugin's own: the build keeps only the plugin's stable /manifest.webmanifest.
 */
const oneManifestLink: Plugin = {
  name: 'freeplay:one-manifest-link',
  apply: 'build',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => html.replace(/<link\s+rel="manifest"[^>]*>\s*/g, ''),
  },
};

/**
 * main.tsx imports ReactDOM (src/app/create-root.ts) and then the app's own modules
 * (src/app/boot.tsx) each after a task boundary: index.html preloads both chunks, so they are
 * fetched and compiled beside the entry instead of after it.
 */
const START_MODULES = [/[\\/]src[\\/]app[\\/]create-root\.ts$/, /[\\/]src[\\/]app[\\/]boot\.tsx$/];
function preloadStartChunks(): Plugin {
  let base = '/';
  return {
    name: 'freeplay:preload-start-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((item) => item.type === 'chunk');
        return START_MODULES.map((module) => {
          const chunk = chunks.find((item) => item.moduleIds.some((id) => module.test(id)));
          if (!chunk) throw new Error(`the build has no chunk for ${module.source}`);
          return { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` }, injectTo: 'head' as const };
        });
      },
    },
  };
}

/**
 * vite-plugin-pwa bundles the worker into one file with Rollup's `output.inlineDynamicImports`,
 * which Rolldown deprecates (a warning at every build): the same one-file bundle, asked for with
 * Rolldown's own `codeSplitting: false`, in the worker's build only.
 */
const workerInOneFile: Plugin = {
  name: 'freeplay:worker-in-one-file',
  config(config) {
    const options = config.build?.rollupOptions;
    const output = options?.output;
    if (!options || !output || Array.isArray(output) || !('inlineDynamicImports' in output)) return;
    const { inlineDynamicImports, ...rest } = output;
    options.output = { ...rest, codeSplitting: !inlineDynamicImports };
  },
};

export default defineConfig({
  plugins: [
    react(),
    oneManifestLink,
    preloadStartChunks(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      // The glob below already finds the icons; the plugin adds the manifest itself.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        // Precompressed siblings are the server's business, and the screenshots only serve the install dialog.
        globIgnores: ['**/*.br', '**/*.gz', '**/node_modules/**', 'screenshots/**'],
        rollupFormat: 'es',
        buildPlugins: { vite: [workerInOneFile] },
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // wouter reads the location through the use-sync-external-store shim, written for React < 18;
    // React 18 and later have the hook itself, so the first route does not carry the shim's copy of it.
    alias: { 'use-sync-external-store/shim/index.js': fileURLToPath(new URL('./src/lib/react-use-sync-external-store.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    // Every browser that runs the app (ES2020+ modules) knows modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // What the first route needs stays one file (one request, one gzip stream) instead of the entry
      // plus a common chunk shared with the lazy pages; those import from it.
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            // ReactDOM stays in the entry's file though main.tsx evaluates it in a later task
            // (src/app/create-root.ts): one request and one gzip stream for the first route.
            { name: 'index', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]|[\\/]src[\\/]app[\\/]create-root\.ts$/ },
            // The library's hooks, actions and shared bits, which its lazy screens all use: one chunk
            // instead of five, so each lazy import on the first route lists fewer files to preload.
            { name: 'library-shared', test: /[\\/]src[\\/](library[\\/](use-library|library-actions|local-entry|track[\\/]SyncHint)|contract[\\/]library)/ },
          ],
        },
      },
      treeshake: {
        // The shared contract only defines schemas, tables and helpers: a module none of whose exports
        // the first route uses (the form rules) may leave the entry for the chunk that does use it.
        moduleSideEffects: [{ test: /[\\/]src[\\/](contract|library)[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    // `npm run dev`: the backend runs beside Vite; same-origin calls go through this proxy.
    proxy: {
      '/api': backend,
      '/user': backend,
      '/thumbnails': backend,
      '/healthz': backend,
    },
  },
});
