// Long tasks of a Lighthouse trace attributed to what ran in them: the scripts (which chunk, which
// function was called), and the parse, style and layout work, from Chrome's `devtools.timeline` events.

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface Attribution {
  /** What ran: `script <chunk> <function>:<line>`, `evaluate <chunk>`, `style`, `layout`, `parse HTML` ... */
  what: string;
  ms: number;
  /** In how many long tasks it ran. */
  tasks: number;
}

export interface LongTaskSummary {
  /** The threshold in the unthrottled trace: 50 ms divided by Lighthouse's CPU slowdown (4 on mobile). */
  thresholdMs: number;
  /** Main-thread tasks over the threshold: the ones Lighthouse's simulated 4x slower CPU counts as long. */
  count: number;
  totalMs: number;
  /** The part over the threshold of each, summed (unthrottled; times the slowdown ~ Lighthouse's blocking time). */
  blockingMs: number;
  /** Outermost work inside the long tasks, largest first. */
  top: Attribution[];
  /** Style recalculation and layout inside the long tasks (forced ones included). */
  styleMs: number;
  layoutMs: number;
}

/** Events that say what a task spent its time on; the outermost one counts (nested ones are inside it). */
const WORK = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'v8.run',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'v8.compile',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
]);

/** The file name of a script URL (`/shell/main.1a2b.js` -> `shell/main.1a2b.js`), or what the event was. */
function chunkOf(url: unknown): string {
  if (typeof url !== 'string' || !url) return '(inline or no url)';
  try {
    const { pathname } = new URL(url);
    return pathname.split('/').filter(Boolean).slice(-2).join('/') || pathname;
  } catch {
    return url.slice(-60);
  }
}

function describe(event: TraceEvent): string {
  const data = (event.args?.data ?? {}) as Record<string, unknown>;
  switch (event.name) {
    case 'FunctionCall':
      return `call ${chunkOf(data.url)} ${String(data.functionName || '(anonymous)')}:${Number(data.lineNumber ?? 0) + 1}`;
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${chunkOf(data.url)}`;
    case 'v8.compile':
      return `compile ${chunkOf(data.url)}`;
    case 'TimerFire':
      return 'timer';
    case 'EventDispatch':
      return `event ${String(data.type ?? '')}`;
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'RunMicrotasks':
    case 'v8.run':
      return 'microtasks';
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
      return 'paint';
    default:
      return 'garbage collection';
  }
}

/** The page's main thread: the renderer main thread that ran the most. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const renderers = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X') continue;
    const key = `${e.pid}:${e.tid}`;
    if (renderers.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const best = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!best) return null;
  const [pid, tid] = best.split(':').map(Number);
  return { pid: pid!, tid: tid! };
}

/**
 * What the main thread's long tasks spent their time on. The trace is recorded at full speed and Lighthouse
 * simulates a CPU `cpuSlowdown` times slower, so a task is long here from 50 ms / cpuSlowdown. Work that
 * calls further work (a function that forces a layout) counts once, as the outermost event, except style and
 * layout, which are also summed on their own.
 */
export function attributeLongTasks(events: TraceEvent[], cpuSlowdown = 4, top = 12): LongTaskSummary {
  const thread = mainThread(events);
  const longUs = 50_000 / Math.max(1, cpuSlowdown);
  const thresholdMs = longUs / 1000;
  const empty: LongTaskSummary = { thresholdMs, count: 0, totalMs: 0, blockingMs: 0, top: [], styleMs: 0, layoutMs: 0 };
  if (!thread) return empty;
  const own = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = own.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > longUs);
  const totals = new Map<string, { us: number; tasks: Set<number> }>();
  let styleUs = 0;
  let layoutUs = 0;
  let index = 0;
  tasks.forEach((task, taskNo) => {
    const end = task.ts + (task.dur ?? 0);
    while (index < own.length && own[index]!.ts < task.ts) index += 1;
    let coveredUntil = -1;
    for (let i = index; i < own.length && own[i]!.ts < end; i += 1) {
      const e = own[i]!;
      if (!WORK.has(e.name)) continue;
      if (e.name === 'UpdateLayoutTree') styleUs += e.dur ?? 0;
      if (e.name === 'Layout') layoutUs += e.dur ?? 0;
      if (e.ts < coveredUntil) continue;
      coveredUntil = e.ts + (e.dur ?? 0);
      const what = describe(e);
      const entry = totals.get(what) ?? { us: 0, tasks: new Set<number>() };
      entry.us += e.dur ?? 0;
      entry.tasks.add(taskNo);
      totals.set(what, entry);
    }
  });
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    thresholdMs,
    count: tasks.length,
    totalMs: ms(tasks.reduce((s, t) => s + (t.dur ?? 0), 0)),
    blockingMs: ms(tasks.reduce((s, t) => s + (t.dur ?? 0) - longUs, 0)),
    top: [...totals]
      .sort((a, b) => b[1].us - a[1].us)
      .slice(0, top)
      .map(([what, v]) => ({ what, ms: ms(v.us), tasks: v.tasks.size })),
    styleMs: ms(styleUs),
    layoutMs: ms(layoutUs),
  };
}
