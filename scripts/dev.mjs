// `npm run dev`: the backend (TypeScript, restarted on change) beside Vite's dev server, which proxies to it.
import { spawn } from 'node:child_process';

const backendPort = process.env.PORT ?? '8080';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: backendPort },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, BACKEND_URL: `http://127.0.0.1:${backendPort}` },
  }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
for (const child of children) child.on('exit', (code) => { stopAll(); process.exitCode = code ?? 0; });
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
