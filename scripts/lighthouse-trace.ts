/**
 * What the main thread did during a page's Lighthouse run: `npx tsx scripts/lighthouse-trace.ts
 * <report folder>/<page>` (the folder `npm run lighthouse` prints; `<page>` is `movies`, `home`,
 * `places-view-map`, …). Reads `<page>.json` (the report) and `<page>.trace.json` (its trace) and
 * prints the LCP element and its phases, render-blocking requests, scripting per script, and every
 * long task (≥ 50 ms, unthrottled: Lighthouse's simulation multiplies by about 4) with what ran
 * in it: the script evaluated or the function called, layout, style, parsing, garbage collection.
 * When the trace holds the CPU profile, the functions that spent the most time are listed too.
 */
import fs from 'node:fs';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> & { url?: string; functionName?: string; cpuProfile?: CpuProfile; timeDeltas?: number[] } };
}
interface CpuProfile {
  nodes?: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; parent?: number }[];
  samples?: number[];
}

const base = process.argv[2];
if (!base) throw new Error('usage: tsx scripts/lighthouse-trace.ts <report folder>/<page>');
type Audit = { displayValue?: string; numericValue?: number; details?: { items?: Record<string, unknown>[] } };
const lhr = JSON.parse(fs.readFileSync(`${base}.json`, 'utf8')) as { audits: Record<string, Audit> };
const events = (JSON.parse(fs.readFileSync(`${base}.trace.json`, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
const short = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(inline)';

const a = lhr.audits;
console.log(`TBT ${a['total-blocking-time']?.displayValue}, LCP ${a['largest-contentful-paint']?.displayValue}, FCP ${a['first-contentful-paint']?.displayValue}, SI ${a['speed-index']?.displayValue}`);
for (const item of a['largest-contentful-paint-element']?.details?.items ?? []) {
  const inner = (item as { items?: Record<string, unknown>[] }).items ?? [];
  for (const row of inner) {
    const node = row.node as { snippet?: string; nodeLabel?: string } | undefined;
    if (node) console.log(`LCP element: ${node.snippet?.slice(0, 160)} (${node.nodeLabel?.slice(0, 60)})`);
    else if (row.phase) console.log(`  ${row.phase}: ${Math.round(Number(row.timing))} ms`);
  }
}
for (const r of a['render-blocking-resources']?.details?.items ?? []) console.log(`render-blocking: ${short(r.url)} ${Math.round(Number(r.wastedMs))} ms`);
console.log('scripting per script (bootup-time, simulated):');
for (const r of (a['bootup-time']?.details?.items ?? []).slice(0, 8)) console.log(`  ${short(r.url).padEnd(50)} total ${Math.round(Number(r.total))} ms, scripting ${Math.round(Number(r.scripting))} ms, parse ${Math.round(Number(r.scriptParseCompile))} ms`);
for (const r of a['mainthread-work-breakdown']?.details?.items ?? []) console.log(`  main thread: ${String(r.groupLabel).padEnd(30)} ${Math.round(Number(r.duration))} ms`);

// The renderer's main thread: where the page's own RunTasks are.
const navStart = events.find((e) => e.name === 'navigationStart')?.ts ?? 0;

// The page's renderer: of the renderers' main threads, the one that ran the most.
const busy = new Map<string, number>();
for (const e of events) if (e.name === 'RunTask' && e.ph === 'X') busy.set(`${e.pid}/${e.tid}`, (busy.get(`${e.pid}/${e.tid}`) ?? 0) + (e.dur ?? 0));
const threadOf = events
  .filter((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain')
  .sort((x, y) => (busy.get(`${y.pid}/${y.tid}`) ?? 0) - (busy.get(`${x.pid}/${x.tid}`) ?? 0))[0];
const onMain = (e: TraceEvent) => threadOf !== undefined && e.pid === threadOf.pid && e.tid === threadOf.tid;
const tasks = events.filter((e) => onMain(e) && e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) >= 50_000);
const inside = (t: TraceEvent) => events.filter((e) => onMain(e) && e.ph === 'X' && e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0));
const WHAT = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'v8.callFunction', 'TimerFire', 'EventDispatch', 'Layout', 'UpdateLayoutTree', 'ParseHTML', 'MajorGC', 'MinorGC', 'V8.GC_MARK_COMPACTOR', 'Paint', 'PrePaint', 'v8.run', 'RunMicrotasks', 'FireAnimationFrame', 'ParseAuthorStyleSheet', 'Decode Image']);
console.log(`long tasks on the main thread (unthrottled ms from navigation): ${tasks.length}`);
for (const t of tasks) {
  const parts = new Map<string, number>();
  for (const e of inside(t)) {
    if (!WHAT.has(e.name)) continue;
    const d = e.args?.data;
    const label = e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compile' ? `${e.name} ${short(d?.url)}${d?.functionName ? ` ${d.functionName}` : ''}` : e.name;
    parts.set(label, (parts.get(label) ?? 0) + (e.dur ?? 0));
  }
  const top = [...parts].sort((x, y) => y[1] - x[1]).slice(0, 6);
  console.log(`  at ${Math.round((t.ts - navStart) / 1000)} ms, ${Math.round((t.dur ?? 0) / 1000)} ms: ${top.map(([k, v]) => `${k} ${Math.round(v / 1000)}`).join('; ')}`);
}

// Self time per function from the sampled CPU profile, when the trace has one.
const nodes = new Map<number, { name: string; self: number }>();
for (const e of events) {
  if (e.name !== 'ProfileChunk' || !threadOf || e.pid !== threadOf.pid) continue;
  const profile = e.args?.data?.cpuProfile;
  for (const n of profile?.nodes ?? []) nodes.set(n.id, { name: `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber}`, self: nodes.get(n.id)?.self ?? 0 });
  const deltas = e.args?.data?.timeDeltas ?? [];
  (profile?.samples ?? []).forEach((id, i) => {
    const node = nodes.get(id);
    if (node) node.self += deltas[i] ?? 0;
  });
}
if (nodes.size) {
  const byName = new Map<string, number>();
  for (const n of nodes.values()) byName.set(n.name, (byName.get(n.name) ?? 0) + n.self);
  console.log('functions by self time (sampled, unthrottled):');
  for (const [name, us] of [...byName].sort((x, y) => y[1] - x[1]).slice(0, 15)) console.log(`  ${Math.round(us / 1000)} ms ${name}`);
}
