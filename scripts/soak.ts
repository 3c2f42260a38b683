/**
 * npm run soak: a bounded load run against the server as production runs it (a child process with
 * `npm run serve`'s malloc setting, demo catalogue, SQLite in a temp DATA_DIR, production password
 * hashing). For 20 s, 100 connections read /api/games (as browsers ask, br/gzip) while 20
 * connections send wrong passwords to /user/signin. Prints one PASS or MISS line per claim, with its
 * figures, and exits 1 on a MISS: no 5xx, the limiter answers 429, /api/games p99 under 100 ms, and
 * the server's resident memory back within 20% of where it started (read from /proc/<pid>/status).
 * Then two attacks on the sign-in limits from many loopback addresses: 50 guesses for one email at
 * once (at most 5 × 401), and a flood of 110,000 requests from new addresses, past the 50,000
 * windows of a limit store (the email's lockout holds). Last, 1,000 slow connections from one
 * address (each sends half a request and holds it) while /healthz is asked from 127.0.0.2: past the
 * per-address cap they are closed at once, and every health check answers within 100 ms. The cap is
 * 150 here rather than the default 100, since the first leg's 120 connections all come from 127.0.0.1.
 * Between the first leg and the attacks, the live channel: 5,000 idle event streams and a burst of
 * changes to every person who holds them, with /healthz answered within 100 ms throughout
 * (scripts/live-streams.ts).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT, ServerProcess } from '../tools/server-process.js';
import { describeTally, guessBurst, postFrom, storeFlood, type Account } from './sign-in-attacks.js';
import { liveLeg } from './live-streams.js';
import { healthFrom, slowConnections } from './slow-connections.js';

const DURATION_S = 20;
const GAMES_CONNECTIONS = 100;
const SIGNIN_CONNECTIONS = 20;
const P99_LIMIT_MS = 100;
const RSS_TOLERANCE = 0.2;
/** How long memory may take to come back after the load, sampled every SAMPLE_MS. */
const SETTLE_LIMIT_MS = 30_000;
const SAMPLE_MS = 500;
const MB = 1024 * 1024;
/** The server-wide failed sign-in window: the attacks wait it out so the load above does not answer for them. */
const GLOBAL_WINDOW_MS = 10_000;
const FLOOD_REQUESTS = 110_000;
const FLOOD_TIME_LIMIT_MS = 120_000;
/** What `npm run serve` sets: the password hashes' 19 MiB blocks go back to the system when freed. */
const SERVE_MALLOC: Record<string, string> = { MALLOC_MMAP_THRESHOLD_: '131072' };
const CONNECTION_CAP = 150;
const SLOW_CONNECTIONS = 1_000;
const HEALTH_CHECKS = 50;
const HEALTH_LIMIT_MS = 100;

/** The parts of autocannon's --json result this run reads. */
interface CannonResult {
  latency: { p50: number; p99: number; max: number };
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  '5xx': number;
  statusCodeStats: Record<string, { count: number }>;
}

/** Runs autocannon in its own process (so it does not share the server's event loop) and reads its JSON. */
function autocannon(args: string[]): Promise<CannonResult> {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, 'node_modules/autocannon/autocannon.js'), '--json', '--no-progress', ...args]);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      try {
        const result = JSON.parse(line) as CannonResult;
        if (typeof result.latency?.p99 !== 'number') throw new Error('no latency in the result');
        resolve(result);
      } catch (error) {
        reject(new Error(`autocannon exited ${code}: ${(error as Error).message}\n${stderr.slice(-2000)}`));
      }
    });
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = (result: CannonResult, status: number) => result.statusCodeStats[String(status)]?.count ?? 0;
const codes = (result: CannonResult) => Object.entries(result.statusCodeStats).map(([code, { count: n }]) => `${code}×${n}`).join(' ');

/** Samples memory until it is within the tolerance of `baseline` or the limit passes. */
async function settle(server: ServerProcess, baseline: number): Promise<{ rss: number; afterMs: number }> {
  const started = Date.now();
  let rss = server.rssBytes();
  while (rss > baseline * (1 + RSS_TOLERANCE) && Date.now() - started < SETTLE_LIMIT_MS) {
    await wait(SAMPLE_MS);
    rss = server.rssBytes();
  }
  return { rss, afterMs: Date.now() - started };
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'freeplay-soak-'));
  // glibc's malloc settings as `npm run serve` sets them; any MALLOC_* of the caller's replaces them, to compare.
  const callers = Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('MALLOC_') && entry[1] !== undefined);
  const malloc = callers.length ? Object.fromEntries(callers) : SERVE_MALLOC;
  const server = await ServerProcess.start({ env: { DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), GAMES_SOURCE: 'demo', MAX_CONNECTIONS_PER_ADDRESS: String(CONNECTION_CAP), ...malloc } });
  try {
    const games = `${server.url}/api/games`;
    // Warm up as a server is after its first visitors: the catalogue cached and compressed, and no
    // password hash (many MiB of working memory each) in flight: a sign-in with an unknown email waits for the start's
    // dummy hash and makes one more; by the end of a second one, the start's own check is done too.
    for (const encoding of ['br', 'gzip', 'identity']) await fetch(games, { headers: { 'accept-encoding': encoding } }).then((response) => response.arrayBuffer());
    for (const email of ['warm@example.com', 'warm.again@example.com']) {
      await fetch(`${server.url}/user/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'warm123' }) });
    }
    const baseline = server.rssBytes();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rssBytes())), SAMPLE_MS);

    console.log(`soak: ${GAMES_CONNECTIONS} connections on /api/games and ${SIGNIN_CONNECTIONS} on /user/signin for ${DURATION_S} s against ${server.url} (pid ${server.pid})`);
    // The figures depend on what else the machine is doing: say how busy it was.
    console.log(`machine      : ${cpus().length} cores, load average ${loadavg().map((load) => load.toFixed(2)).join(' ')} at the start; malloc settings: ${Object.entries(malloc).map(([name, value]) => `${name}=${value}`).join(' ')}`);
    const [list, signin] = await Promise.all([
      autocannon(['-c', String(GAMES_CONNECTIONS), '-d', String(DURATION_S), '-H', 'accept-encoding=br, gzip', games]),
      autocannon([
        '-c', String(SIGNIN_CONNECTIONS), '-d', String(DURATION_S), '-m', 'POST', '-H', 'content-type=application/json', '-I',
        '-b', '{"email":"soak-[<id>]@example.com","password":"wrong123"}', `${server.url}/user/signin`,
      ]),
    ]);
    clearInterval(sampler);
    const settled = await settle(server, baseline);

    console.log(`/api/games   : ${list.requests.total} requests (${Math.round(list.requests.average)}/s), latency p50 ${list.latency.p50} ms, p99 ${list.latency.p99} ms, max ${list.latency.max} ms; ${codes(list)}; errors ${list.errors}, timeouts ${list.timeouts}`);
    console.log(`/user/signin : ${signin.requests.total} requests (${Math.round(signin.requests.average)}/s), latency p50 ${signin.latency.p50} ms, p99 ${signin.latency.p99} ms; ${codes(signin)}; errors ${signin.errors}, timeouts ${signin.timeouts}`);
    console.log(`memory (RSS) : ${(baseline / MB).toFixed(1)} MB before, peak ${(peak / MB).toFixed(1)} MB, ${(settled.rss / MB).toFixed(1)} MB ${(settled.afterMs / 1000).toFixed(1)} s after the load`);

    const fivexx = list['5xx'] + signin['5xx'];
    const failures = list.errors + list.timeouts + signin.errors + signin.timeouts;
    const growth = settled.rss / baseline - 1;
    const claims: [boolean, string][] = [
      [fivexx === 0 && failures === 0, `no 5xx and no failed connection: ${fivexx} 5xx, ${failures} errors or timeouts`],
      [count(signin, 429) > 0, `the limiter answers 429: ${count(signin, 429)} of ${signin.requests.total} sign-ins (${count(signin, 401)} got 401)`],
      [list.latency.p99 < P99_LIMIT_MS, `/api/games p99 under ${P99_LIMIT_MS} ms: ${list.latency.p99} ms`],
      [growth <= RSS_TOLERANCE, `memory back within ${RSS_TOLERANCE * 100}% of the start: ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%`],
    ];
    // Before the attacks: their flood of failed sign-ins locks new sign-ins out for minutes.
    claims.push(await liveChannelLeg(server));
    claims.push(...(await attacks(server)));
    claims.push(await slowLeg(server));
    for (const [ok, text] of claims) console.log(`${ok ? 'PASS' : 'MISS'} ${text}`);
    return claims.every(([ok]) => ok) ? 0 : 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A new account, signed up from its own loopback address. */
async function newAccount(origin: string, label: string, from: string): Promise<Account> {
  const account = { email: `${label}.${randomBytes(3).toString('hex')}@example.com`, password: 'soak123' };
  const response = await postFrom(origin, '/user/signup', { first_name: 'Soak', last_name: 'Test', age: 30, ...account }, from);
  if (response.status !== 201) throw new Error(`sign-up for the ${label} leg answered ${response.status}`);
  return account;
}

async function attacks(server: ServerProcess): Promise<[boolean, string][]> {
  await wait(GLOBAL_WINDOW_MS);
  const burst = await guessBurst(server.url, await newAccount(server.url, 'burst', '127.0.0.50'));
  console.log(`guess burst  : 50 wrong passwords for one email at once from 10 addresses: ${describeTally(burst)}`);
  const before = server.rssBytes();
  const started = Date.now();
  const { flood, after } = await storeFlood(server.url, await newAccount(server.url, 'flood', '127.0.0.51'), FLOOD_REQUESTS, FLOOD_TIME_LIMIT_MS);
  const sent = Object.values(flood).reduce((sum, n) => sum + n, 0);
  console.log(`store flood  : ${sent} requests from new addresses in ${((Date.now() - started) / 1000).toFixed(1)} s: ${describeTally(flood)}; RSS ${(before / MB).toFixed(1)} -> ${(server.rssBytes() / MB).toFixed(1)} MB; then the right password: ${after.status}, Retry-After ${after.retryAfter} s`);
  const unlocked = burst[401] ?? 0;
  return [
    [unlocked <= 5 && unlocked + (burst[429] ?? 0) === 50, `simultaneous-guess burst (at most 5 × 401): ${unlocked} × 401, ${burst[429] ?? 0} × 429`],
    // Only a flood that was sent whole has pushed past the store's 50,000 windows: a shorter one proves nothing.
    [sent >= FLOOD_REQUESTS && after.status === 429 && after.retryAfter > 60, `limit-store flood (the lockout holds): ${sent} of ${FLOOD_REQUESTS} requests sent within ${FLOOD_TIME_LIMIT_MS / 1000} s, then the right password got ${after.status} with Retry-After ${after.retryAfter} s`],
  ];
}

/** 1,000 slow connections from 127.0.0.1 while /healthz is asked from 127.0.0.2. */
async function slowLeg(server: ServerProcess): Promise<[boolean, string]> {
  const port = Number(new URL(server.url).port);
  await healthFrom(port, '127.0.0.2');
  const attack = await slowConnections(port, SLOW_CONNECTIONS, HEALTH_CHECKS);
  attack.release();
  const times = attack.checks.map((check) => check.ms).sort((a, b) => a - b);
  const ok = attack.checks.filter((check) => check.status === 200).length;
  const max = times.at(-1) ?? Infinity;
  const median = times[Math.floor(times.length / 2)] ?? Infinity;
  console.log(`slow conns   : ${SLOW_CONNECTIONS} half-sent requests from 127.0.0.1, ${attack.held} held (cap ${CONNECTION_CAP}); /healthz from 127.0.0.2: ${ok}/${HEALTH_CHECKS} answered 200, median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms`);
  const passed = attack.held <= CONNECTION_CAP && ok === HEALTH_CHECKS && max < HEALTH_LIMIT_MS;
  return [passed, `1,000 slow connections (health answered within ${HEALTH_LIMIT_MS} ms): ${attack.held} held, ${ok}/${HEALTH_CHECKS} health checks 200, max ${max.toFixed(1)} ms`];
}

async function liveChannelLeg(server: ServerProcess): Promise<[boolean, string]> {
  // The first leg spent the server-wide budget of failed sign-ins: its window passes first.
  await wait(GLOBAL_WINDOW_MS);
  const report = await liveLeg(server.url);
  const times = report.health.map((check) => check.ms).sort((a, b) => a - b);
  const ok = report.health.filter((check) => check.status === 200).length;
  const max = times.at(-1) ?? Infinity;
  console.log(`live channel : ${report.streams} idle streams open; a batch of 100 changes from each of their 250 people: ${report.told} streams told within ${report.burstMs} ms; /healthz: ${ok}/${report.health.length} answered 200, max ${max.toFixed(1)} ms`);
  const passed = report.streams === 5_000 && report.told === report.streams && report.health.length > 0 && ok === report.health.length && max < HEALTH_LIMIT_MS;
  return [passed, `5,000 idle event streams and a burst of changes (every stream told, health answered within ${HEALTH_LIMIT_MS} ms): ${report.told} told, ${ok}/${report.health.length} health checks 200, max ${max.toFixed(1)} ms`];
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`soak: ${(error as Error).message}`);
    process.exit(1);
  },
);
