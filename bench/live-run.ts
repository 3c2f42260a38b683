/**
 * `npm run bench:live`: live changes alone (about three minutes): builds the server and the app,
 * then measures change-to-visible latency with one server copy and, when REDIS_URL is set, with
 * two copies fanned out through Redis (the page on one, the write on the other), and the memory
 * 5,000 idle event streams take on one copy.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../tools/chromium.js';
import { buildApp, buildServer } from './build.js';
import { startBenchServer } from './bench-server.js';
import { Cleanup } from './cleanup.js';
import { measureIdleStreams, measureLiveLatency, type LatencyReport } from './live.js';
import { formatTable, mb, ms, notMeasured, type Row } from './rows.js';

const TARGETS = { p50Ms: 100, p95Ms: 250, idleExtraBytes: 150 * 1024 * 1024 };
const LIFTED = { limit: 1_000_000, windowMs: 60_000 };
const WIDE_OPEN = { perPerson: 100_000, perAddress: 100_000 };

function latencyRow(check: string, report: LatencyReport): Row {
  return {
    group: 'Live changes',
    check,
    target: `p50 ≤ ${TARGETS.p50Ms} ms, p95 ≤ ${TARGETS.p95Ms} ms`,
    measured: `${ms(report.p50Ms)} / ${ms(report.p95Ms)}`,
    pass: report.p50Ms <= TARGETS.p50Ms && report.p95Ms <= TARGETS.p95Ms,
    detail: `${report.changes} changes, from sending the write to the first frame showing it; max ${ms(report.maxMs)}`,
  };
}

async function main(): Promise<void> {
  const cleanup = new Cleanup();
  const tmp = await mkdtemp(join(tmpdir(), 'freeplay-bench-live-'));
  cleanup.add('temporary folder', () => rm(tmp, { recursive: true, force: true }));
  const rows: Row[] = [];
  const server = (name: string, dataDir: string, env: Record<string, string> = {}, channel?: string) =>
    startBenchServer({
      buildRoot: join(tmp, 'build'),
      dataDir,
      upstreamUrl: '',
      gamesSource: 'demo',
      logFile: join(tmp, `server-${name}.log`),
      rateLimits: { libraryWritesPerUser: LIFTED, signupPerIp: LIFTED, signinPerIp: LIFTED },
      liveEvents: { limits: WIDE_OPEN, ...(channel ? { channel } : {}) },
      env: { MAX_CONNECTIONS_PER_ADDRESS: '0', ...env },
    }).then((started) => (cleanup.add(`server ${name}`, () => started.stop()), started));
  try {
    await buildServer(join(tmp, 'build'));
    await buildApp(join(tmp, 'build/dist/app'), '0');
    const browser = await launchChromium();
    cleanup.add('Chromium', () => browser.close());

    const one = await server('one', join(tmp, 'data-one'));
    const check = 'change to visible, one copy';
    rows.push(await measureLiveLatency(browser, one.url, one.url).then((report) => latencyRow(check, report), (error: unknown) => notMeasured('Live changes', check, '', error)));

    const redisUrl = process.env.REDIS_URL?.trim();
    const twoCheck = 'change to visible, two copies through Redis';
    if (redisUrl) {
      const channel = `freeplay-bench:${randomBytes(4).toString('hex')}:changes`;
      const dataDir = join(tmp, 'data-two');
      const first = await server('copy-a', dataDir, { REDIS_URL: redisUrl }, channel);
      const second = await server('copy-b', dataDir, { REDIS_URL: redisUrl }, channel);
      rows.push(await measureLiveLatency(browser, first.url, second.url).then((report) => latencyRow(twoCheck, report), (error: unknown) => notMeasured('Live changes', twoCheck, '', error)));
    } else {
      rows.push(notMeasured('Live changes', twoCheck, '', new Error('REDIS_URL is not set')));
    }

    const idleCheck = '5,000 idle streams, extra server memory';
    const idleServer = await server('idle', join(tmp, 'data-idle'));
    rows.push(
      await measureIdleStreams(idleServer.url, () => idleServer.rssBytes()).then(
        (report) => ({
          group: 'Live changes',
          check: idleCheck,
          target: `< ${mb(TARGETS.idleExtraBytes)}`,
          measured: mb(report.extraBytes),
          pass: report.streams === 5_000 && report.extraBytes < TARGETS.idleExtraBytes,
          detail: `${report.streams} streams; resident ${mb(report.beforeBytes)} before, ${mb(report.afterBytes)} with them open`,
        }),
        (error: unknown) => notMeasured('Live changes', idleCheck, '', error),
      ),
    );
    console.log(`\nFreeplay live changes bench, ${new Date().toISOString()}\n`);
    console.log(formatTable(rows));
    process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
  } finally {
    await cleanup.runAll();
  }
}

void main();
