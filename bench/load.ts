/**
 * Load: 50 open live streams plus 200 mixed requests per second (reads of every kind of screen
 * and a write now and then, asking for gzip as a browser does) for LOAD_SECONDS (default 60).
 * Every non-2xx answer, error and timeout counts as an error; p95 is over every answer.
 */
import autocannon from "autocannon";
import type { Couple } from "./lib/couple";
import { openStream } from "./lib/sse";
import { summary } from "./lib/stats";

export async function benchLoad(url: string, couple: Couple, seconds: number) {
  let events = 0;
  const streams = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      openStream(
        url,
        (i % 2 ? couple.partner : couple.owner).cookie,
        () => events++,
      ),
    ),
  );
  const times: number[] = [];
  try {
    const quote = JSON.stringify({
      text: "Yük altında bir söz",
      author: "Bench",
    });
    let instance!: autocannon.Instance;
    const done = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon(
        {
          url,
          connections: 20,
          overallRate: 200,
          duration: seconds,
          timeout: 10,
          headers: {
            cookie: couple.owner.cookie,
            "accept-encoding": "gzip, deflate, br",
          },
          requests: [
            { method: "GET", path: "/api/home" },
            { method: "GET", path: "/api/movies" },
            { method: "GET", path: "/api/quotes" },
            { method: "GET", path: "/api/memories" },
            { method: "GET", path: "/api/session" },
            { method: "GET", path: "/api/notifications" },
            { method: "GET", path: "/api/series" },
            {
              method: "POST",
              path: "/api/quotes",
              headers: { "content-type": "application/json" },
              body: quote,
            },
            { method: "GET", path: "/api/books" },
            { method: "GET", path: "/api/places" },
          ],
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
    });
    instance.on("response", (_client, _status, _bytes, responseTime) =>
      times.push(responseTime),
    );
    const result = await done;
    const errors = result.errors + result.non2xx + result.timeouts;
    return {
      seconds,
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      errors,
      ...summary(times),
      streams: streams.length,
      eventsDelivered: events,
    };
  } finally {
    for (const s of streams) s.close();
  }
}
