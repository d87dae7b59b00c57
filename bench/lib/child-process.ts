import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/**
 * A bench helper in a process of its own (`tsx <module> <args>`), which prints what it has to say
 * as one JSON line on stdout (the S3 server and the balancer when ready, a download when done).
 * The load generator's process measures the latencies: work that is not the load (the S3 server,
 * the balancer, a 2 GB download) must not run on its event loop, or it delays the clock that
 * times everything else.
 */
export async function startChild<T>(module: string, args: string[], nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', module, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await new Promise<T>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as T));
    // 'close' comes after its output is read: a child that answers and exits has answered.
    child.once('close', (code) => reject(new Error(`${module} exited (${code}) before it answered`)));
  });
  return {
    first,
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
