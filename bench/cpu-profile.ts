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
  children?: number[];
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

/** "name script:line:column" of a frame. */
function place(frame: ProfileNode['callFrame']): string {
  return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
}

/**
 * The `count` functions with the most self time between `fromUs` and `toUs`: "name script:line 12.3 ms".
 * A function of the browser's own (appendChild, fetch) is named with the script function that
 * called it, "appendChild :0:0 < preload index-abc.js:1:200": the DOM call alone says not whose it is.
 */
export function topFunctions(profile: Profile, fromUs: number, toUs: number, count = 8): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const caller = (node: ProfileNode): ProfileNode | undefined => {
    let up = parentOf.get(node.id);
    while (up && !up.callFrame.url) up = parentOf.get(up.id);
    return up;
  };
  const self = new Map<string, number>();
  let time = profile.startTime;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index += 1) {
    time += deltas[index] ?? 0;
    const gap = deltas[index + 1] ?? 0;
    if (time < fromUs || time > toUs) continue;
    const node = byId.get(samples[index] ?? -1);
    const frame = node?.callFrame;
    if (!node || !frame || frame.functionName === '(idle)') continue;
    const from = frame.url || frame.functionName.startsWith('(') ? undefined : caller(node);
    const name = from ? `${place(frame)} < ${place(from.callFrame)}` : place(frame);
    self.set(name, (self.get(name) ?? 0) + gap);
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, us]) => `${name} ${(us / 1000).toFixed(1)} ms`);
}
