/**
 * `npm run build:suite`: the build the end-to-end suite and the cross-engine journeys serve
 * (tests/e2e/support/build.ts), made once before `npm test` runs the cross-engine journeys beside
 * the Node tests (whose check of the production build reads it too), so none starts a build while
 * another reads it.
 */
import buildOnce from '../tests/e2e/support/global-setup.js';

await buildOnce();
