/**
 * Partner live update: the owner adds a quote, the time until the partner's open stream carries
 * the change event. Writes are sequential, so each event belongs to the write just made.
 */
import { performance } from "node:perf_hooks";
import { api, type Couple } from "./lib/couple";
import { openStream } from "./lib/sse";
import { summary } from "./lib/stats";

export async function benchLiveUpdate(
  url: string,
  couple: Couple,
  writes = 200,
) {
  let waiting: (() => void) | null = null;
  const stream = await openStream(url, couple.partner.cookie, (event) => {
    if (event.topic === "quotes" && waiting) waiting();
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < writes + 10; i++) {
      const arrived = new Promise<void>((resolve) => (waiting = resolve));
      const t = performance.now();
      const write = api(
        url,
        couple.owner,
        "POST",
        "/api/quotes",
        { text: `Söz ${i}`, author: "Bench" },
        201,
      );
      await arrived;
      const ms = performance.now() - t;
      waiting = null;
      await write;
      if (i >= 10) times.push(ms); // the first ten warm the JIT and the plans
    }
  } finally {
    stream.close();
  }
  return summary(times);
}
