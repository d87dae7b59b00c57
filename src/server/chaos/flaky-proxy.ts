import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxyMode = 'ok' | 'down' | 'slow' | 'garbage' | 'wrong-shape';

export interface FlakyProxy {
  mode: ProxyMode;
  /** `base` with its origin swapped for the proxy's, so the app's settings keep their paths. */
  address(base: string): string;
  close(): Promise<void>;
}

/**
 * Stands between the app and a fake outside service and misbehaves on demand: passes calls
 * through, drops the connection, never answers, answers an HTML error page with status 200, or
 * answers JSON of the wrong shape.
 */
export async function startFlakyProxy(target: string): Promise<FlakyProxy> {
  const hung = new Set<http.ServerResponse>();
  const proxy: FlakyProxy = { mode: 'ok', address: () => '', close: async () => {} };
  const server = http.createServer(async (req, res) => {
    switch (proxy.mode) {
      case 'down':
        req.socket.destroy();
        return;
      case 'slow':
        hung.add(res); // answered never; freed at close
        return;
      case 'garbage':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway — nginx</body></html>');
        return;
      case 'wrong-shape':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"Search":"x","items":7,"results":{"a":null},"status":"OK","Response":"True","totalResults":"1"}');
        return;
      default: {
        const upstream = await fetch(new URL(req.url ?? '/', target));
        res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' }).end(await upstream.text());
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.address = (base) => {
    const u = new URL(base);
    return `${origin}${u.pathname}`.replace(/\/$/, '');
  };
  proxy.close = () =>
    new Promise((resolve) => {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
