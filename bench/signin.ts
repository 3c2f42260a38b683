/**
 * Sign-in at the production hashing cost (Argon2id m=19456 KiB, t=2, p=1): latency of a correct sign-in one at a
 * time, then /api/games latency under a steady load before and while 16 sign-ins run at once, to
 * see whether hashing stalls the event loop. Runs on a server whose sign-in limits are lifted.
 */
import { createSession, signIn } from '../tools/account.js';
import { runLoad, startLoad, type LoadResult } from './load.js';
import { percentile } from './stats.js';
import { GZIP_HEADERS } from './throughput.js';

export interface SigninReport {
  sequential: { samples: number; p50Ms: number; p99Ms: number };
  concurrent: { signins: number; wallMs: number; p50Ms: number; p99Ms: number };
  /** /api/games under the same load without sign-ins, then while the 16 run. */
  gamesAlone: LoadResult;
  gamesDuringSignins: LoadResult;
  loadConnections: number;
}

const SEQUENTIAL = 20;
const CONCURRENT = 16;
const LOAD_CONNECTIONS = 10;
const BASELINE_S = 5;
// The 16 sign-ins end long before this; it only bounds the load if they never do.
const LOAD_LIMIT_S = 120;

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export async function measureSignin(serverUrl: string): Promise<SigninReport> {
  const session = await createSession(serverUrl, 'signin');
  const credentials = { email: session.email, password: session.password };

  const sequential: number[] = [];
  for (let index = 0; index < SEQUENTIAL; index += 1) sequential.push(await timed(() => signIn(serverUrl, credentials)));

  const games = { url: `${serverUrl}/api/games`, connections: LOAD_CONNECTIONS, headers: { ...GZIP_HEADERS } };
  const gamesAlone = await runLoad({ ...games, durationS: BASELINE_S });

  const load = startLoad({ ...games, durationS: LOAD_LIMIT_S });
  const started = performance.now();
  const concurrent = await Promise.all(Array.from({ length: CONCURRENT }, () => timed(() => signIn(serverUrl, credentials)))).finally(() => load.stop());
  const wallMs = performance.now() - started;
  const gamesDuringSignins = await load.result;

  return {
    sequential: { samples: sequential.length, p50Ms: percentile(sequential, 50), p99Ms: percentile(sequential, 99) },
    concurrent: { signins: CONCURRENT, wallMs, p50Ms: percentile(concurrent, 50), p99Ms: percentile(concurrent, 99) },
    gamesAlone,
    gamesDuringSignins,
    loadConnections: LOAD_CONNECTIONS,
  };
}
