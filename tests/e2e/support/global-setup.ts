/**
 * The end-to-end suite's set-up, run once before any worker starts: build the server and the app
 * (short spinner) into the suite's own folder. Each worker then serves that one build
 * (support/fixtures.ts). The app build is reused while no source is newer than it: in `npm test`
 * the unit tests' check of the production build made it minutes before. E2E_REUSE_BUILD=1 skips
 * both builds when that folder already holds one made with the same settings, changed or not.
 */
import { BUILD_ROOT, buildApp, buildServer, freshAppBuild, reusableBuild, SUITE_BUILD } from './build.js';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  if (process.env.E2E_REUSE_BUILD === '1' && reusableBuild(SUITE_BUILD)) {
    console.log(`[e2e] reusing the build in ${BUILD_ROOT} (E2E_REUSE_BUILD=1)`);
    return;
  }
  await buildServer();
  const reuseApp = freshAppBuild(SUITE_BUILD);
  if (!reuseApp) await buildApp(SUITE_BUILD);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(reuseApp ? `[e2e] built the server in ${seconds} s; the app build is newer than its sources, reused` : `[e2e] built app and server in ${seconds} s`);
}
