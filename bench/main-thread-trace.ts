/**
 * The renderer main thread's CPU time in a Chromium trace (devtools.timeline categories): the
 * top-level tasks (RunTask, ThreadControllerImpl::RunTask) of the page's CrRendererMain thread,
 * each counted by its thread duration (`tdur`, the CPU time the thread got), which barely moves
 * with the machine's load, where wall time does. A task nested in another is counted once, as part
 * of the outer one. The task that holds the navigation's CommitLoad is the browser's commit, which
 * runs before any of the page's script (a blank page pays it too): it is named apart from the rest.
 */

/** The trace categories the bench records: the top-level tasks and what runs inside them. */
export const TRACE_CATEGORIES: readonly string[] = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string }; beginData?: { url?: string } };
}

interface MainThreadTask {
  /** From the first counted task's start, ms (wall clock). */
  startMs: number;
  /** CPU time (thread duration), ms. */
  cpuMs: number;
  /** Wall time, ms. */
  wallMs: number;
  /** The biggest pieces inside it, by CPU time: "EvaluateScript index-abc.js 7.1 ms". */
  inside: string[];
  /** Its start and end in the trace's clock, µs (a CPU profile's samples share it). */
  fromUs: number;
  toUs: number;
}

export interface MainThreadReport {
  /** Sum of the top-level tasks' CPU time, ms. */
  totalCpuMs: number;
  /** The task with the most CPU time. */
  longest: MainThreadTask | undefined;
  /** The task with the most CPU time apart from the navigation commit: the page's own. */
  longestAfterCommit: MainThreadTask | undefined;
  /** The navigation commit (the top-level task holding CommitLoad), when the trace caught it. */
  commit: MainThreadTask | undefined;
  /** Every task over `longOverMs` of CPU time, in order. */
  long: MainThreadTask[];
  tasks: number;
}

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const toMs = (microseconds: number) => microseconds / 1000;

function threadKey(event: Pick<TraceEvent, 'pid' | 'tid'>): string {
  return `${event.pid}:${event.tid}`;
}

/** The page's main thread: the CrRendererMain that parsed a document from `origin`, else the busiest one. */
function pageMainThread(events: readonly TraceEvent[], origin: string): string | undefined {
  const rendererMains = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(threadKey));
  const parsed = events.find((event) => event.name === 'ParseHTML' && rendererMains.has(threadKey(event)) && (event.args?.beginData?.url ?? '').startsWith(origin));
  if (parsed) return threadKey(parsed);
  const busy = new Map<string, number>();
  for (const event of events) {
    if (!TOP_LEVEL.has(event.name) || !rendererMains.has(threadKey(event))) continue;
    busy.set(threadKey(event), (busy.get(threadKey(event)) ?? 0) + (event.tdur ?? 0));
  }
  return [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function label(event: TraceEvent): string {
  const data = event.args?.data;
  const url = data?.url ? data.url.split('/').pop() : undefined;
  const what = [data?.functionName, url, data?.type].filter(Boolean).join(' ');
  return what ? `${event.name} ${what}` : event.name;
}

/** The events directly inside `parent` (not inside one of its other children), in order. */
function childrenOf(parent: TraceEvent, threadEvents: readonly TraceEvent[]): TraceEvent[] {
  const end = parent.ts + (parent.dur ?? 0);
  const direct: TraceEvent[] = [];
  let coveredUntil = -1;
  for (const event of threadEvents) {
    if (event === parent || event.ph !== 'X' || event.ts < parent.ts || event.ts + (event.dur ?? 0) > end || TOP_LEVEL.has(event.name)) continue;
    if (event.ts < coveredUntil) continue;
    direct.push(event);
    coveredUntil = event.ts + (event.dur ?? 0);
  }
  return direct;
}

/** Scheduler and message-pipe wrappers say nothing of the work: the trace is read through them. */
const WRAPPERS = /^(SimpleWatcher|BlinkScheduler_|RunMicrotasks|ThreadControllerImpl|TaskQueueImpl|Receive mojo|ResourceDispatcher|.*::OnHandleReady|V8\.Run|v8\.run)/;

/** What `event` is, read through wrappers down to the piece that says (a script's function, a layout). */
function described(event: TraceEvent, threadEvents: readonly TraceEvent[], depth = 0): string {
  const self = `${label(event)} ${toMs(event.tdur ?? 0).toFixed(1)} ms`;
  if (depth > 4) return self;
  const biggest = childrenOf(event, threadEvents).sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))[0];
  if (!biggest || (biggest.tdur ?? 0) < (event.tdur ?? 0) * 0.5) return self;
  if (WRAPPERS.test(event.name) || /^(FunctionCall|EvaluateScript|v8\.evaluateModule|TimerFire|FireIdleCallback|FireAnimationFrame|EventDispatch)/.test(event.name)) {
    return `${self} > ${described(biggest, threadEvents, depth + 1)}`;
  }
  return self;
}

/** The direct children of a task, biggest CPU time first, each read through its wrappers. */
function insideOf(task: TraceEvent, threadEvents: readonly TraceEvent[]): string[] {
  return childrenOf(task, threadEvents)
    .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
    .slice(0, 2)
    .map((event) => described(event, threadEvents));
}

/** Reads a trace (the JSON Chromium writes) for the page served from `origin`. */
export function mainThreadReport(traceJson: string, origin: string, longOverMs: number): MainThreadReport {
  const parsed = JSON.parse(traceJson) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const main = pageMainThread(events, origin);
  if (!main) throw new Error('the trace has no renderer main thread');
  const threadEvents = events.filter((event) => threadKey(event) === main).sort((a, b) => a.ts - b.ts);
  const topLevel: TraceEvent[] = [];
  let coveredUntil = -1;
  for (const event of threadEvents) {
    if (event.ph !== 'X' || !TOP_LEVEL.has(event.name)) continue;
    if (event.ts < coveredUntil) continue;
    topLevel.push(event);
    coveredUntil = event.ts + (event.dur ?? 0);
  }
  const origin0 = topLevel[0]?.ts ?? 0;
  const tasks = topLevel.map((event) => ({ event, cpuMs: toMs(event.tdur ?? event.dur ?? 0) }));
  const describe = ({ event, cpuMs }: { event: TraceEvent; cpuMs: number }): MainThreadTask => ({
    startMs: toMs(event.ts - origin0),
    cpuMs,
    wallMs: toMs(event.dur ?? 0),
    inside: insideOf(event, threadEvents),
    fromUs: event.ts,
    toUs: event.ts + (event.dur ?? 0),
  });
  const commitLoad = threadEvents.find((event) => event.name === 'CommitLoad');
  const holdsCommit = ({ event }: (typeof tasks)[number]) => commitLoad !== undefined && commitLoad.ts >= event.ts && commitLoad.ts <= event.ts + (event.dur ?? 0);
  const commit = tasks.find(holdsCommit);
  const longestOf = (among: typeof tasks) => among.reduce<(typeof tasks)[number] | undefined>((best, task) => (!best || task.cpuMs > best.cpuMs ? task : best), undefined);
  const longest = longestOf(tasks);
  const longestAfterCommit = longestOf(tasks.filter((task) => task !== commit));
  return {
    totalCpuMs: tasks.reduce((sum, task) => sum + task.cpuMs, 0),
    longest: longest ? describe(longest) : undefined,
    longestAfterCommit: longestAfterCommit ? describe(longestAfterCommit) : undefined,
    commit: commit ? describe(commit) : undefined,
    long: tasks.filter((task) => task.cpuMs > longOverMs).map(describe),
    tasks: tasks.length,
  };
}
