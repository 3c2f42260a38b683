/**
 * The end-to-end suite's set-up, run once before any worker starts: build the app (short spinner)
 * and the server into the suite's own folder. Each worker then serves that one build
 * (support/fixtures.ts). E2E_REUSE_BUILD=1 skips the build when that folder already holds one made
 * with the same settings.
 */
import { BUILD_ROOT, buildApp, buildServer, reusableBuild, SUITE_BUILD } from './build.js';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  if (process.env.E2E_REUSE_BUILD === '1' && reusableBuild(SUITE_BUILD)) {
    console.log(`[e2e] reusing the build in ${BUILD_ROOT} (E2E_REUSE_BUILD=1)`);
    return;
  }
  await buildServer();
  await buildApp(SUITE_BUILD);
  console.log(`[e2e] built app and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
