// The phases and summary of a page load's main-thread work, from a Chromium trace (main-thread.ts).

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string; isMainFrame?: boolean } };
}

export const PHASES = [
  // A page that boots on intent: the reading page until the first intent (HTML, style, layout, paint).
  ['before intent', 'navigationStart', 'sf:intent'],
  ['html+entry', 'sf:intent', 'sf:main'],
  ['contracts', 'sf:main', 'sf:contracts'],
  ['boot+react+frame', 'sf:contracts', 'sf:store'],
  ['store+area', 'sf:store', 'sf:hydrate'],
  ['hydration', 'sf:hydrate', 'sf:hydrated'],
  ['after (quiet)', 'sf:hydrated', 'end'],
] as const;

export interface PageRun {
  phases: Record<string, number>;
  busyUntilHydrated: number;
  /** Blocking time from first contentful paint until quiet, or until the first intent on an intent page. */
  tbt: number;
  /** Intent pages: wall time from the first intent (`sf:intent`) to hydrated, and the busy time in it. */
  intentToHydrated?: number;
  busyIntentToHydrated?: number;
  styleRecalcs: number;
  styleMs: number;
  layouts: number;
  layoutMs: number;
  forcedLayouts: number;
  domElements: number;
  rulesAtLoad: number;
  rulesInserted: number;
  scripts: Record<string, number>;
  interaction?: number;
  /** Every style recalculation and layout until hydrated: ms after navigation start, duration, phase (--detail). */
  timeline?: string[];
}

const JS_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'v8.callFunction', 'TimerFire', 'FireAnimationFrame']);
export const ms = (us: number) => us / 1000;

export function busyIn(tasks: TraceEvent[], from: number, to: number): number {
  let sum = 0;
  for (const t of tasks) {
    const start = Math.max(t.ts, from);
    const end = Math.min(t.ts + (t.dur ?? 0), to);
    if (end > start) sum += end - start;
  }
  return sum;
}

/** Chunk name of a script URL: `shell/main`, `shell/470`, `mf_catalog/remoteEntry`, ... */
function chunkOf(url: string): string {
  const path = new URL(url).pathname;
  const release = /^\/releases\/([^/]+)\/[^/]+\/(.+?)(?:\.[0-9a-f]{10})?\.js$/.exec(path);
  if (release) return `${release[1]}/${release[2]}`;
  const shell = /^\/shell\/(.+?)(?:\.[0-9a-f]{10})?\.js$/.exec(path);
  return shell ? `shell/${shell[1]}` : path;
}

export function analyseTrace(events: TraceEvent[]): Omit<PageRun, 'domElements' | 'rulesAtLoad' | 'rulesInserted'> {
  const hydrated = events.find((e) => e.name === 'sf:hydrated' && e.cat.includes('blink.user_timing'));
  if (!hydrated) throw new Error('no sf:hydrated mark in the trace: is the shell built with its start-up marks?');
  const onMain = (e: TraceEvent) => e.pid === hydrated.pid && e.tid === hydrated.tid;
  const markTs = (name: string) =>
    events.filter((e) => e.name === name && e.pid === hydrated.pid && e.cat.includes('blink.user_timing'));
  const mainEvents = events.filter(onMain);
  const tasks = mainEvents.filter(
    (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
  );
  const end = Math.max(...mainEvents.map((e) => e.ts + (e.dur ?? 0)));
  const nav = markTs('navigationStart')
    .filter((e) => e.ts <= hydrated.ts)
    .at(-1);
  const intent = markTs('sf:intent')[0];
  const at = (name: string): number => {
    if (name === 'end') return end;
    if (name === 'navigationStart') return nav?.ts ?? Math.min(...tasks.map((t) => t.ts));
    // An eager page has no intent: its HTML and entry are one phase.
    if (name === 'sf:intent' && !intent) return at('navigationStart');
    const found = markTs(name)[0];
    if (!found) throw new Error(`mark ${name} missing`);
    return found.ts;
  };
  const phases: Record<string, number> = {};
  for (const [label, from, to] of PHASES) phases[label] = ms(busyIn(tasks, at(from), at(to)));
  const start = at('navigationStart');
  const until = hydrated.ts;
  const inWindow = (e: TraceEvent) => e.ph === 'X' && e.ts >= start && e.ts <= until;
  const js = mainEvents.filter((e) => e.ph === 'X' && JS_EVENTS.has(e.name));
  const style = mainEvents.filter((e) => e.name === 'UpdateLayoutTree' && inWindow(e));
  const layout = mainEvents.filter((e) => e.name === 'Layout' && inWindow(e));
  const forced = [...style, ...layout].filter((e) => js.some((j) => e.ts >= j.ts && e.ts < j.ts + (j.dur ?? 0)));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === hydrated.pid)?.ts ?? start;
  // What a page load alone costs (Lighthouse's view): on an intent page, until the shopper acts.
  const tbt = tasks
    .filter((t) => t.ts >= fcp && (!intent || t.ts < intent.ts))
    .reduce((sum, t) => sum + Math.max(0, ms(t.dur ?? 0) - 50), 0);
  const scripts: Record<string, number> = {};
  for (const e of mainEvents) {
    if (e.ph !== 'X' || e.name !== 'EvaluateScript' || !e.args?.data?.url || e.ts > until) continue;
    const chunk = chunkOf(e.args.data.url);
    scripts[chunk] = (scripts[chunk] ?? 0) + ms(e.dur ?? 0);
  }
  const phaseAt = (ts: number) =>
    PHASES.find(([, from, to]) => ts >= at(from) && ts < at(to))?.[0] ?? 'before navigation';
  const timeline = [...style, ...layout]
    .sort((a, b) => a.ts - b.ts)
    .map(
      (e) =>
        `${ms(e.ts - start).toFixed(0)} ms ${e.name} ${ms(e.dur ?? 0).toFixed(1)} ms${forced.includes(e) ? ' forced' : ''} (${phaseAt(e.ts)})`,
    );
  return {
    phases,
    timeline,
    ...(intent
      ? { intentToHydrated: ms(until - intent.ts), busyIntentToHydrated: ms(busyIn(tasks, intent.ts, until)) }
      : {}),
    busyUntilHydrated: ms(busyIn(tasks, start, until)),
    tbt,
    styleRecalcs: style.length,
    styleMs: ms(style.reduce((s, e) => s + (e.dur ?? 0), 0)),
    layouts: layout.length,
    layoutMs: ms(layout.reduce((s, e) => s + (e.dur ?? 0), 0)),
    forcedLayouts: forced.length,
    scripts,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function medianRun(runs: PageRun[]): PageRun {
  const pick = (f: (r: PageRun) => number) => median(runs.map(f));
  const scripts: Record<string, number> = {};
  for (const name of new Set(runs.flatMap((r) => Object.keys(r.scripts))))
    scripts[name] = pick((r) => r.scripts[name] ?? 0);
  return {
    phases: Object.fromEntries(PHASES.map(([label]) => [label, pick((r) => r.phases[label] ?? 0)])),
    busyUntilHydrated: pick((r) => r.busyUntilHydrated),
    tbt: pick((r) => r.tbt),
    ...(runs[0]?.intentToHydrated === undefined
      ? {}
      : {
          intentToHydrated: pick((r) => r.intentToHydrated ?? 0),
          busyIntentToHydrated: pick((r) => r.busyIntentToHydrated ?? 0),
        }),
    styleRecalcs: pick((r) => r.styleRecalcs),
    styleMs: pick((r) => r.styleMs),
    layouts: pick((r) => r.layouts),
    layoutMs: pick((r) => r.layoutMs),
    forcedLayouts: pick((r) => r.forcedLayouts),
    domElements: pick((r) => r.domElements),
    rulesAtLoad: pick((r) => r.rulesAtLoad),
    rulesInserted: pick((r) => r.rulesInserted),
    scripts,
    timeline: runs[0]?.timeline ?? [],
    ...(runs[0]?.interaction === undefined ? {} : { interaction: pick((r) => r.interaction ?? 0) }),
  };
}
