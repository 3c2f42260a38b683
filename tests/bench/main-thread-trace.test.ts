import { describe, expect, it } from 'vitest';
import { mainThreadReport } from '../../bench/main-thread-trace';

const ORIGIN = 'http://127.0.0.1:4000';
const thread = { pid: 1, tid: 2 };
/** A top-level task of `cpuMs` thread time starting at `atMs`, with events inside it. */
function task(atMs: number, cpuMs: number, inside: string[] = []) {
  const ts = atMs * 1000;
  return [
    { ...thread, name: 'RunTask', ph: 'X', ts, dur: cpuMs * 1000 + 500, tdur: cpuMs * 1000 },
    ...inside.map((name, at) => ({ ...thread, name, ph: 'X', ts: ts + 10 + at, dur: 100, tdur: 100 })),
  ];
}
function trace(...tasks: object[][]): string {
  return JSON.stringify({
    traceEvents: [
      { ...thread, name: 'thread_name', ph: 'M', ts: 0, args: { name: 'CrRendererMain' } },
      { ...thread, name: 'ParseHTML', ph: 'X', ts: 1, dur: 1, args: { beginData: { url: `${ORIGIN}/` } } },
      ...tasks.flat(),
    ],
  });
}

describe("the start-up trace's reading", () => {
  it("names the task holding CommitLoad as the browser's commit and finds the page's longest task after it", () => {
    const report = mainThreadReport(trace(task(0, 15, ['CommitLoad']), task(20, 9), task(40, 11)), ORIGIN, 12);
    expect(report.longest?.cpuMs).toBe(15);
    expect(report.commit?.cpuMs).toBe(15);
    expect(report.longestAfterCommit?.cpuMs).toBe(11);
    expect(report.long.map((long) => long.cpuMs)).toEqual([15]);
  });

  it('holds every task to the line when the trace caught no commit', () => {
    const report = mainThreadReport(trace(task(0, 15), task(20, 9)), ORIGIN, 12);
    expect(report.commit).toBeUndefined();
    expect(report.longestAfterCommit?.cpuMs).toBe(15);
  });
});
