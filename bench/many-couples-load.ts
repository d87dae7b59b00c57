/**
 * An open-loop load of many couples: requests are started on a clock at `rate` per second
 * whatever the answers do (a slow server is not given a rest, as real visitors give none), each
 * as a random member of a random couple: 80 % reads of every screen, 20 % writes (a quote, a
 * comment, a like and its removal). A new quote's live update is timed until the partner's
 * stream, held through the balancer on either instance, delivers it.
 */
import { summary } from './lib/stats';
import type { BenchCouple } from './many-couples-seed';

type Listener = (event: { actorId?: string | null; topic: string }) => void;
export interface LoadResult {
  requests: number;
  achievedRps: number;
  errors: number;
  errorSamples: string[];
  reads: ReturnType<typeof summary>;
  writes: ReturnType<typeof summary>;
  live: ReturnType<typeof summary>;
  /** The same figures per window, for the requests started while `window()` named it (before, during and after the export). */
  windows?: Record<string, WindowResult>;
}
export interface WindowResult {
  requests: number;
  reads: ReturnType<typeof summary>;
  writes: ReturnType<typeof summary>;
  live: ReturnType<typeof summary>;
}

const READS = ['/api/home', '/api/movies', '/api/series', '/api/books', '/api/quotes', '/api/memories', '/api/places', '/api/notifications', '/api/session'];

export async function runLoad(
  url: string,
  couples: BenchCouple[],
  listeners: Map<string, Listener>,
  rate: number,
  seconds: number,
  sample?: (t: number) => void,
  window?: () => string,
  /** Keeps the load going after `seconds` while it says yes (until the export has ended). */
  longer?: () => boolean,
) {
  const reads: number[] = [];
  const writes: number[] = [];
  const live: number[] = [];
  const windows = new Map<string, { requests: number; reads: number[]; writes: number[]; live: number[] }>();
  const inWindow = (name: string | undefined) => {
    if (name === undefined) return undefined;
    if (!windows.has(name)) windows.set(name, { requests: 0, reads: [], writes: [], live: [] });
    return windows.get(name)!;
  };
  const errorSamples: string[] = [];
  let errors = 0;
  let requests = 0;
  // Writes waiting for the partner's stream, per writer: the time each started.
  const pending = new Map<string, { started: number; window: ReturnType<typeof inWindow> }[]>();
  for (const couple of couples) {
    const [a, b] = couple.members;
    for (const [writer, reader] of [
      [a, b],
      [b, a],
    ]) {
      listeners.set(reader.id, (event) => {
        if (event.actorId !== writer.id || event.topic !== 'quotes') return;
        const write = pending.get(writer.id)?.shift();
        if (!write) return;
        live.push(performance.now() - write.started);
        write.window?.live.push(performance.now() - write.started);
      });
    }
  }

  const one = async (n: number) => {
    const couple = couples[Math.floor(Math.random() * couples.length)];
    const who = Math.random() < 0.5 ? 0 : 1;
    const member = couple.members[who];
    const write = n % 5 === 4;
    let method = 'GET';
    let path = READS[n % READS.length];
    let body: string | undefined;
    if (write) {
      const memory = couple.memoryIds[n % couple.memoryIds.length];
      const kind = Math.floor(n / 5) % 4;
      if (kind === 0) [method, path, body] = ['POST', '/api/quotes', JSON.stringify({ text: `Yük altında bir söz ${n}`, author: 'Bench' })];
      else if (kind === 1) [method, path, body] = ['POST', `/api/memories/${memory}/comments`, JSON.stringify({ text: `Yorum ${n}` })];
      else if (kind === 2) [method, path] = ['PUT', `/api/memories/${memory}/like`];
      else [method, path] = ['DELETE', `/api/memories/${memory}/like`];
    }
    const started = performance.now();
    const windowed = inWindow(window?.());
    // The live update is timed on new quotes: each sends exactly one 'quotes' event.
    const timed = path === '/api/quotes' && method === 'POST';
    if (timed) pending.set(member.id, [...(pending.get(member.id) ?? []), { started, window: windowed }]);
    try {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { cookie: member.cookie, origin: url, 'accept-encoding': 'gzip, br', ...(body ? { 'content-type': 'application/json' } : {}) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      (write ? writes : reads).push(performance.now() - started);
      windowed?.[write ? 'writes' : 'reads'].push(performance.now() - started);
      if (res.status >= 400) {
        errors++;
        if (errorSamples.length < 5) errorSamples.push(`${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')} ${res.status}`);
      }
      if (timed && !res.ok) pending.get(member.id)?.pop();
    } catch (err) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(`${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')} ${(err as Error).name}`);
      if (timed) pending.get(member.id)?.pop();
    }
    requests++;
    if (windowed) windowed.requests++;
  };

  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  let started = 0;
  let nextSample = 0;
  while (performance.now() - start < seconds * 1000 || longer?.()) {
    const elapsed = (performance.now() - start) / 1000;
    while (started < elapsed * rate) {
      const p = one(started++).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    if (sample && elapsed >= nextSample) {
      sample(Math.round(elapsed));
      nextSample += 5;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(inFlight);
  await new Promise((r) => setTimeout(r, 500)); // the last writes' events
  const took = (performance.now() - start) / 1000;
  return {
    requests,
    achievedRps: Math.round(requests / took),
    errors,
    errorSamples,
    reads: summary(reads),
    writes: summary(writes),
    live: summary(live),
    windows: window
      ? Object.fromEntries([...windows].map(([name, w]) => [name, { requests: w.requests, reads: summary(w.reads), writes: summary(w.writes), live: summary(w.live) }]))
      : undefined,
  } satisfies LoadResult;
}
