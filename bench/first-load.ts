/**
 * First-load bytes as served: Chromium opens the page with an empty cache and every response's
 * encoded body is added up (JS alone, and everything). Chromium asks plain-HTTP servers for gzip,
 * not brotli, so these are the gzip figures; over HTTPS brotli makes them smaller still.
 */
import { chromium } from "playwright-core";
import type { Member } from "./lib/couple";
import { round } from "./lib/stats";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function benchFirstLoad(url: string, member: Member) {
  const browser = await chromium.launch({
    executablePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const measure = async (path: string, cookie?: string) => {
      const context = await browser.newContext();
      if (cookie) {
        const [name, value] = cookie.split(";")[0].split("=");
        await context.addCookies([{ name, value, url }]);
      }
      const page = await context.newPage();
      const responses: Promise<{ type: string; bytes: number }>[] = [];
      page.on("requestfinished", (request) => {
        responses.push(
          request
            .sizes()
            .then((s) => ({
              type: request.resourceType(),
              bytes: s.responseBodySize,
            })),
        );
      });
      await page.goto(`${url}${path}`, { waitUntil: "networkidle" });
      const all = await Promise.all(responses);
      await context.close();
      const kb = (n: number) => round(n / 1024);
      const js = all
        .filter((r) => r.type === "script")
        .reduce((s, r) => s + r.bytes, 0);
      return {
        jsKB: kb(js),
        totalKB: kb(all.reduce((s, r) => s + r.bytes, 0)),
        requests: all.length,
      };
    };
    return {
      login: await measure("/login"),
      home: await measure("/", member.cookie),
      // Issue 35: the game's page stays light with the 1,507-title pool (it never ships to the browser).
      movieGame: await measure("/movie-game", member.cookie),
      // The places' map opens on its still picture: Leaflet loads only when the person reaches for it.
      placesMap: await measure("/places?view=map", member.cookie),
    };
  } finally {
    await browser.close();
  }
}
