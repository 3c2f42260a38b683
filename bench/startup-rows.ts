/**
 * The start-up bench's rows: per page, the main thread's CPU time at start-up (median total, median
 * longest task against LONGEST_TASK_TARGET_MS), the longest task after the browser's navigation
 * commit (the page's own, against the same target: a blank page's commit alone can be over it on a
 * slow machine) and the chunks loaded before idle with their gzip sizes; per tap, its interaction to
 * next paint against TAP_TARGET_MS.
 */
import { countBytes } from './bytes.js';
import { notMeasured, ms, type Row } from './rows.js';
import { LONGEST_TASK_TARGET_MS, type StartupPage, type StartupRun } from './startup-cpu.js';
import { kb, median } from './stats.js';
import { TAP_TARGET_MS, type TapReport } from './tap-paint.js';

export interface BuildRuns {
  name: string;
  appDir: string;
  pages: { page: StartupPage; runs: (StartupRun | Error)[] }[];
}

const isRun = (run: StartupRun | Error): run is StartupRun => !(run instanceof Error);

function summary(runs: readonly StartupRun[]): { total: number; longest: number; commit: string; afterCommit: number; text: string; afterCommitText: string } {
  const total = median(runs.map((run) => run.cpu.totalCpuMs));
  const longest = median(runs.map((run) => run.cpu.longest?.cpuMs ?? 0));
  const afterCommit = median(runs.map((run) => run.cpu.longestAfterCommit?.cpuMs ?? 0));
  // Tracing can start in the page's process after its commit ran: such a run has no commit to read.
  const caught = runs.flatMap((run) => (run.cpu.commit ? [run.cpu.commit.cpuMs] : []));
  const commit = caught.length > 0 ? ms(median(caught)) : 'not traced';
  const each = runs.map((run) => `${Math.round(run.cpu.totalCpuMs)}/${Math.round(run.cpu.longest?.cpuMs ?? 0)}`).join(', ');
  const eachAfter = runs.map((run) => `${run.cpu.commit ? Math.round(run.cpu.commit.cpuMs) : 'not traced'}/${Math.round(run.cpu.longestAfterCommit?.cpuMs ?? 0)}`).join(', ');
  return {
    total,
    longest,
    commit,
    afterCommit,
    text: `total ${ms(total)}, longest ${ms(longest)} (runs, total/longest: ${each})`,
    afterCommitText: `the commit ${caught.length > 0 ? `${commit} (median of the ${caught.length} runs that traced it)` : commit}, the longest task after it ${ms(afterCommit)} (runs, commit/after: ${eachAfter})`,
  };
}

/** Each file once, with its gzip size (level 9, as scripts/precompress.mjs writes it). */
async function chunkList(appDir: string, files: readonly string[]): Promise<string> {
  const unique = [...new Set(files)];
  const sized = await Promise.all(unique.map(async (file) => ({ file, gzip: (await countBytes(appDir, [file]).catch(() => ({ gzip: Number.NaN }))).gzip })));
  const js = sized.filter((entry) => /\.m?js$/.test(entry.file)).reduce((sum, entry) => sum + entry.gzip, 0);
  return `${kb(js)} JS gzip in ${sized.filter((entry) => /\.m?js$/.test(entry.file)).length} files: ${sized.map((entry) => `${entry.file.replace(/^assets\//, '')} ${kb(entry.gzip)}`).join(', ')}`;
}

export async function startupRows(builds: readonly BuildRuns[]): Promise<Row[]> {
  const rows: Row[] = [];
  const measured = builds[builds.length - 1];
  if (!measured) return rows;
  for (const [index, { page, runs }] of measured.pages.entries()) {
    const group = 'Start-up CPU, unthrottled';
    const check = `${page.label}: main thread total / longest task (median of ${runs.length})`;
    const target = `longest <= ${LONGEST_TASK_TARGET_MS} ms`;
    const good = runs.filter(isRun);
    if (good.length === 0) {
      rows.push(notMeasured(group, check, target, runs[0] ?? new Error('no run')));
      continue;
    }
    const mine = summary(good);
    if (page.document) {
      // The browser's floor: reported beside the pages, not held to their target.
      rows.push({ group, check: `${page.label}: the navigation commit / longest task (median of ${runs.length})`, target: 'reported', measured: `${mine.commit} / ${ms(mine.longest)}`, pass: true, detail: `${mine.text}; ${mine.afterCommitText}; no script or style: its longest task is the commit every page pays before the app's first byte runs` });
      continue;
    }
    const slowest = [...good].sort((a, b) => (b.cpu.longest?.cpuMs ?? 0) - (a.cpu.longest?.cpuMs ?? 0))[0]?.cpu;
    const long = slowest ? slowest.long.map((task) => `${ms(task.cpuMs)} at ${ms(task.startMs)} [${task.inside.join('; ')}]`).join(' | ') : '';
    // The other builds' figures of the same page, for an A/B run: `; A (ref): ...`.
    const theirs = builds.slice(0, -1).flatMap((build) => {
      const theirRuns = build.pages[index]?.runs.filter(isRun) ?? [];
      return theirRuns.length > 0 ? [{ name: build.name, summary: summary(theirRuns) }] : [];
    });
    const others = (text: (other: ReturnType<typeof summary>) => string) => theirs.map((other) => `; A (${other.name}): ${text(other.summary)}`).join('');
    const mineNamed = builds.length > 1 ? `B (${measured.name}): ` : '';
    const failed = runs.length - good.length;
    rows.push({
      group,
      check,
      target,
      measured: `${ms(mine.total)} / ${ms(mine.longest)}`,
      pass: mine.longest <= LONGEST_TASK_TARGET_MS,
      detail: `${mineNamed}${mine.text}${others((other) => other.text)}${failed ? `; ${failed} runs failed` : ''}${long ? `; tasks over ${LONGEST_TASK_TARGET_MS} ms in the worst run: ${long}` : ''}`,
    });
    rows.push({
      group: 'Start-up CPU after the navigation commit, unthrottled',
      check: `${page.label}: the page's longest task after the browser's commit (median of ${runs.length})`,
      target: `<= ${LONGEST_TASK_TARGET_MS} ms`,
      measured: ms(mine.afterCommit),
      pass: mine.afterCommit <= LONGEST_TASK_TARGET_MS,
      detail: `${mineNamed}${mine.afterCommitText}${others((other) => other.afterCommitText)}`,
    });
    rows.push({ group: 'Chunks before idle', check: page.label, target: 'listed', measured: `${new Set(good[0]?.loaded ?? []).size} files`, pass: true, detail: await chunkList(measured.appDir, good[0]?.loaded ?? []) });
  }
  return rows;
}

export function tapRows(taps: readonly (TapReport | Error)[], build?: string): Row[] {
  const group = `Interaction to next paint, CPU slowed 4x${build ? ` (${build})` : ''}`;
  return taps.map((tap) => {
    if (tap instanceof Error) return notMeasured(group, tap.message.split(':')[0] ?? 'tap', `<= ${TAP_TARGET_MS} ms`, tap);
    return {
      group,
      check: `${tap.label} (median of ${tap.runsMs.length})`,
      target: `<= ${TAP_TARGET_MS} ms`,
      measured: ms(tap.medianMs),
      pass: tap.medianMs <= TAP_TARGET_MS,
      detail: `worst ${ms(tap.worstMs)}; runs ${tap.runsMs.map((value) => Math.round(value)).join(', ')} (16 = under 16 ms)`,
    };
  });
}
