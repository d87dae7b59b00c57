import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/**
 * A bench helper in a process of its own (`tsx <module> <args>`), which prints what it has to say
 * as one JSON line on stdout. The load generator's process measures the latencies: work that is
 * not the load (the S3 server, the balancer, a 2 GB download) must not run on its event loop,
 * or it delays the clock that times everything else.
 */
export async function startChild<T>(module: string, args: string[], nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', module, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  // Lines are queued as they come: one printed before anyone asks for it is not lost.
  const queued: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  readline.createInterface({ input: child.stdout! }).on('line', (line) => (waiting.length ? waiting.shift()!(line) : queued.push(line)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const next = <U = T>() =>
    new Promise<U>((resolve, reject) => {
      const take = (line: string) => resolve(JSON.parse(line) as U);
      if (queued.length) take(queued.shift()!);
      else waiting.push(take);
      void exited.then((code) => reject(new Error(`${module} exited (${code}) before it answered`)));
    });
  return {
    first: await next(),
    /** The next line it prints (a child that reports once more when done). */
    next,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** True when `meta` (a module's `import.meta`) is the script node was started with. */
export const isMain = (meta: ImportMeta) => !!process.argv[1] && path.resolve(process.argv[1]) === meta.filename;
