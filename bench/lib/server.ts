/**
 * Starts the real server the way a person does (`npm start`) on a data folder of the bench's
 * own, and times the start until the first 200 from /api/health (or from another path, e.g. the
 * signed-in list, with `until`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";

export interface RunningServer {
  url: string;
  port: number;
  /** `npm start` → first 200 from /api/health (or `until`'s path), in ms. */
  startMs: number;
  /** npm's process (the server's node runs under it: lib/process-memory.ts finds it). */
  npmPid: number;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../..");

export async function startServer(
  port: number,
  dataDir: string,
  extraEnv: Record<string, string> = {},
  until?: { path: string; cookie: string },
): Promise<RunningServer> {
  // Another server on the port would answer the health checks below for this one.
  const busy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already in use`);
  const started = performance.now();
  const child: ChildProcess = spawn("npm", ["start", "--silent"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true, // its own process group, so stop() ends npm and the node under it together
  });
  let exited = false;
  child.on("exit", () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited) throw new Error("the server exited before it was healthy");
    try {
      const res = await fetch(`${url}${until?.path ?? "/api/health"}`, {
        headers: until ? { cookie: until.cookie, "accept-encoding": "gzip, deflate, br" } : {},
      });
      // The whole answer counts: a list is ready when its bytes have arrived.
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const startMs = performance.now() - started;
  return {
    url,
    port,
    startMs,
    npmPid: child.pid!,
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.on("exit", () => resolve());
        process.kill(-child.pid!, "SIGTERM");
      });
      // npm may be gone before the node under it: a next start must not time the old server.
      for (;;) {
        try {
          await fetch(`${url}/api/health`);
        } catch {
          return;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}
