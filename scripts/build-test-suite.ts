/**
 * `npm run build:suite`: the build the end-to-end suite and the cross-engine journeys serve
 * (tests/e2e/support/build.ts), made once before `npm test` runs the unit tests and the cross-engine
 * journeys side by side, so neither starts a build while the other reads it.
 */
import buildOnce from '../tests/e2e/support/global-setup.js';

await buildOnce();
