import fs from 'node:fs';
import { isMain, startChild } from './child-process';

/**
 * Asks an instance started with --inspect (127.0.0.1) through the DevTools protocol, from a child
 * process (Node 20 has a WebSocket client only behind --experimental-websocket):
 * - collectGarbage: a full collection now, so resident memory read right after holds what is
 *   still in use, not the garbage of before;
 * - profileFor: a CPU profile of the next `ms`, written to `file` (.cpuprofile): what spends the
 *   CPU at one load step, not over the whole run.
 */
export async function collectGarbage(inspectPort: number): Promise<void> {
  await ask(inspectPort, ['gc']);
}

export async function profileFor(inspectPort: number, ms: number, file: string): Promise<void> {
  await ask(inspectPort, ['profile', String(ms), file]);
}

async function ask(inspectPort: number, args: string[]) {
  const child = await startChild<{ ok: boolean; error?: string }>(import.meta.filename, [String(inspectPort), ...args], ['--experimental-websocket', '--no-warnings']);
  await child.close();
  if (!child.first.ok) throw new Error(`inspector on ${inspectPort} (${args[0]}): ${child.first.error}`);
}

if (isMain(import.meta)) {
  const [port, command, ms, file] = process.argv.slice(2);
  try {
    const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise<void>((resolve, reject) => {
      socket.onopen = () => resolve();
      socket.onerror = () => reject(new Error('inspector connection failed'));
    });
    let id = 0;
    const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (err: Error) => void }>();
    socket.onmessage = (message) => {
      const answer = JSON.parse(String(message.data)) as { id?: number; result?: unknown; error?: { message: string } };
      const wait = answer.id === undefined ? undefined : waiting.get(answer.id);
      if (!wait) return;
      waiting.delete(answer.id!);
      if (answer.error) wait.reject(new Error(answer.error.message));
      else wait.resolve(answer.result);
    };
    const send = (method: string, params?: object) =>
      new Promise<unknown>((resolve, reject) => {
        waiting.set(++id, { resolve, reject });
        socket.send(JSON.stringify({ id, method, params }));
      });
    if (command === 'gc') await send('HeapProfiler.collectGarbage');
    else if (command === 'profile') {
      await send('Profiler.enable');
      await send('Profiler.start');
      await new Promise((r) => setTimeout(r, Number(ms)));
      const { profile } = (await send('Profiler.stop')) as { profile: unknown };
      fs.writeFileSync(file, JSON.stringify(profile));
    } else throw new Error(`unknown command ${command}`);
    socket.close();
    console.log(JSON.stringify({ ok: true }));
  } catch (err) {
    console.log(JSON.stringify({ ok: false, error: (err as Error).message }));
  }
  process.exit(0);
}
