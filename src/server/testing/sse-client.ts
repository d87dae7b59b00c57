import http from 'node:http';

/** A test reader of `GET /api/events` over a real socket. */
export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received so far. */
  text(): string;
  /** The parsed `event: change` messages so far. */
  changes(): Record<string, unknown>[];
  ended(): boolean;
  /** Resolves when `test` holds (checked on every chunk), rejects after `ms`. */
  until(test: () => boolean, ms?: number, what?: string): Promise<void>;
  close(): void;
}

export function openEventStream(baseUrl: string, cookie: string | null): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    let done = false;
    const waiters = new Set<() => void>();
    const wake = () => waiters.forEach((w) => w());
    const req = http.get(`${baseUrl}/api/events`, { headers: cookie ? { cookie } : {} }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        wake();
      });
      const finish = () => {
        done = true;
        wake();
      };
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', finish);
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => buffer,
        ended: () => done,
        changes: () =>
          buffer
            .split('\n\n')
            .filter((block) => block.split('\n').includes('event: change'))
            .map((block) => JSON.parse(block.split('\n').find((l) => l.startsWith('data: '))!.slice(6))),
        until: (test, ms = 5000, what = 'condition') =>
          new Promise<void>((ok, fail) => {
            if (test()) return ok();
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`SSE: timed out after ${ms} ms waiting for ${what}; received:\n${buffer}`));
            }, ms);
            const check = () => {
              if (!test()) return;
              clearTimeout(timer);
              waiters.delete(check);
              ok();
            };
            waiters.add(check);
          }),
        close: () => req.destroy(),
      };
      resolve(stream);
    });
    req.on('error', (err) => (done ? undefined : reject(err)));
  });
}

/**
 * A live stream that has said ': connected' (so the server holds it), answered 200, and kept in
 * `opened` so the test can close every stream it opened when it ends.
 */
export async function openConnectedStream(baseUrl: string, cookie: string, opened: SseStream[]): Promise<SseStream> {
  const s = await openEventStream(baseUrl, cookie);
  opened.push(s);
  if (s.status !== 200) throw new Error(`the live stream answered ${s.status}, not 200`);
  await s.until(() => s.text().includes(': connected'), 5000, 'the stream to open');
  return s;
}
