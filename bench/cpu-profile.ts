/**
 * Where a main-thread task's CPU went: the functions with the most self time among a V8 CPU
 * profile's samples (CDP Profiler) taken within one task's time, by function, script and line.
 * The profile's timestamps and a trace's are the same clock (microseconds), so a task found in the
 * trace picks its samples.
 */
import type { CDPSession } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Starts sampling every 100 µs; the answer stops it and answers the profile. */
export async function startCpuProfile(cdp: CDPSession): Promise<() => Promise<Profile>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return async () => (await cdp.send('Profiler.stop')).profile as Profile;
}

/** The `count` functions with the most self time between `fromUs` and `toUs`: "name script:line 12.3 ms". */
export function topFunctions(profile: Profile, fromUs: number, toUs: number, count = 8): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let time = profile.startTime;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index += 1) {
    time += deltas[index] ?? 0;
    const gap = deltas[index + 1] ?? 0;
    if (time < fromUs || time > toUs) continue;
    const frame = byId.get(samples[index] ?? -1)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + gap);
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, us]) => `${name} ${(us / 1000).toFixed(1)} ms`);
}
