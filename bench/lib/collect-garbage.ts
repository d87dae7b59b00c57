import { isMain, startChild } from './child-process';

/**
 * A full garbage collection in an instance started with --inspect (through its DevTools protocol:
 * HeapProfiler.collectGarbage), so that its resident memory, read right after, holds what is still
 * in use and not the garbage of before. In a child process: Node 20 has a WebSocket client only
 * behind --experimental-websocket.
 */
export async function collectGarbage(inspectPort: number): Promise<void> {
  const child = await startChild<{ ok: boolean; error?: string }>(import.meta.filename, [String(inspectPort)], ['--experimental-websocket', '--no-warnings']);
  await child.close();
  if (!child.first.ok) throw new Error(`garbage collection on ${inspectPort}: ${child.first.error}`);
}

if (isMain(import.meta)) {
  const port = process.argv[2];
  try {
    const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise<void>((resolve, reject) => {
      socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
      socket.onmessage = (message) => {
        const answer = JSON.parse(String(message.data)) as { id?: number; error?: { message: string } };
        if (answer.id !== 1) return;
        if (answer.error) reject(new Error(answer.error.message));
        else resolve();
      };
      socket.onerror = () => reject(new Error('inspector connection failed'));
    });
    socket.close();
    console.log(JSON.stringify({ ok: true }));
  } catch (err) {
    console.log(JSON.stringify({ ok: false, error: (err as Error).message }));
  }
  process.exit(0);
}
