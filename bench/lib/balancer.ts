import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isMain, startChild } from './child-process';

/**
 * A small round-robin load balancer in front of several instances, as a reverse proxy puts one:
 * each request (a live stream too, piped as it comes) goes to the next instance in turn.
 */
export async function startBalancer(upstreams: number[]) {
  let next = 0;
  // No socket cap: every open live stream holds one connection to its instance.
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const port = upstreams[next++ % upstreams.length];
    const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The balancer in a process of its own, as nginx is in front of a real server: the bytes of a
 * 2 GB export pass through it, and in the load generator's process they delayed its clock.
 */
export async function startBalancerProcess(upstreams: number[]) {
  const child = await startChild<{ url: string }>(import.meta.filename, upstreams.map(String));
  return { url: child.first.url, close: child.close };
}

if (isMain(import.meta)) {
  const balancer = await startBalancer(process.argv.slice(2).map(Number));
  console.log(JSON.stringify({ url: balancer.url }));
  process.once('SIGTERM', () => void balancer.close().then(() => process.exit(0)));
}
