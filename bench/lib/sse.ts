import http from "node:http";

/** An open live stream as the page holds one: every `data:` line is handed on, parsed. */
export function openStream(
  url: string,
  cookie: string,
  onEvent: (event: { topic: string; id?: string }) => void,
) {
  return new Promise<{ close(): void }>((resolve, reject) => {
    const req = http.get(
      `${url}/api/events`,
      { headers: { cookie, accept: "text/event-stream" }, agent: false },
      (res) => {
        if (res.statusCode !== 200)
          return reject(new Error(`events: ${res.statusCode}`));
        res.setEncoding("utf8");
        let buffer = "";
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes(": connected"))
              resolve({ close: () => req.destroy() });
            for (const line of block.split("\n"))
              if (line.startsWith("data: ")) onEvent(JSON.parse(line.slice(6)));
          }
        });
        res.on("error", () => {});
      },
    );
    req.on("error", (err) => reject(err));
  });
}
