/**
 * After an install, applies patches/ to node_modules with patch-package (docs/decisions.md, "Start-up
 * never blocks", for what they change). Every patched package is a browser package, a
 * devDependency bundled by Vite, so a production install (`npm ci --omit=dev`) has neither
 * patch-package nor anything to patch: it says so and goes on.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let bin;
try {
  bin = require.resolve('patch-package/index.js');
} catch {
  console.log('freeplay: patch-package is not installed (npm ci --omit=dev); the browser packages it patches are not either.');
  process.exit(0);
}
const run = spawnSync(process.execPath, [bin, '--error-on-fail'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
