import http from 'node:http';
import { isMain, startChild } from './child-process';

export interface Download {
  status: number;
  bytes: number;
  seconds: number;
}

/**
 * 'Dışa aktar' as a browser elsewhere downloads it: the whole answer read to its end and timed, in
 * a process of its own (reading 2 GB in the load generator would slow the clock that times the
 * other couples' requests).
 */
export async function downloadInChild(url: string, cookie: string): Promise<Download> {
  const child = await startChild<Download>(import.meta.filename, [url, cookie]);
  await child.close();
  return child.first;
}

if (isMain(import.meta)) {
  const [url, cookie] = process.argv.slice(2);
  const started = performance.now();
  http.get(url, { headers: { cookie } }, (res) => {
    let bytes = 0;
    res.on('data', (chunk: Buffer) => (bytes += chunk.length));
    res.on('end', () => {
      console.log(JSON.stringify({ status: res.statusCode ?? 0, bytes, seconds: (performance.now() - started) / 1000 }));
      process.exit(0);
    });
  }).on('error', (err) => {
    console.error(err.message);
    process.exit(1);
  });
}
