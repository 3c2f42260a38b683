// Which folder may import which (docs/architecture.md, "Imports"): app → features → ui/lib → contract.
// The features (auth, games, library, pwa) never import each other or app; app composes them
// through the slots in src/lib (tracking-slots.ts). sw/ and server/ reach only their own folder
// and src/contract/. Checked by tests/build/import-boundaries.test.ts.

const FEATURES = ['app', 'auth', 'games', 'library', 'pwa'];

/** Import patterns that reach a src/ folder named in `folders`, from any depth inside src/. */
const reaching = (folders) => folders.flatMap((folder) => [`../${folder}/*`, `../../${folder}/*`, `../../../${folder}/*`, `**/src/${folder}/*`]);
/** The same from outside src/ (sw/, server/), whose own folders may share a name with src/'s (server/games). */
const reachingSrc = (folders) => folders.map((folder) => `**/src/${folder}/*`);

/**
 * superstruct's checks throw, rather than fail, on JSON such as {"toString": false}: every module
 * takes them from src/contract/struct-checks.ts, which never does.
 */
const SAFE_CHECKS = {
  name: 'superstruct',
  importNames: ['is', 'validate', 'create', 'mask', 'assert'],
  message: 'Import the checks from src/contract/struct-checks.ts: superstruct\'s own throw on {"toString": false}.',
};

const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { paths: [SAFE_CHECKS], patterns }] } });

export const importBoundaries = [
  restrict(['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts', 'tests/**/*.{ts,tsx}'], []),
  ...FEATURES.filter((feature) => feature !== 'app').map((feature) =>
    restrict([`src/${feature}/**/*.{ts,tsx}`], reaching(FEATURES.filter((other) => other !== feature))),
  ),
  restrict(['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'], reaching(FEATURES)),
  // contract/ is shared by the browser, the service worker and Node: it must not reach for any of them.
  restrict(['src/contract/**/*.ts'], ['node:*', 'react', 'react-dom', 'wouter', ...reaching([...FEATURES, 'ui', 'lib'])]),
  restrict(['sw/**/*.ts'], ['../server/*', 'react', 'react-dom', ...reachingSrc([...FEATURES, 'ui', 'lib'])]),
  restrict(['server/**/*.ts'], ['../sw/*', '../../sw/*', '../../../sw/*', 'react', 'react-dom', ...reachingSrc([...FEATURES, 'ui', 'lib'])]),
  { files: ['src/contract/struct-checks.ts'], rules: { 'no-restricted-imports': 'off' } },
];
