/**
 * First-load bytes as served: Chromium opens the page with an empty cache and every response's
 * encoded body is added up (JS alone, and everything). Chromium asks plain-HTTP servers for gzip,
 * not brotli, so these are the gzip figures; over HTTPS brotli makes them smaller still.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { chromium } from "playwright-core";
import type { Member } from "./lib/couple";
import { round } from "./lib/stats";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Every page's first load as the build has it, brotli, in Turkish and in English (decision 020's
 * budget: scripts/first-load-pages.mjs counts an English page's catalogues too), and the pages over
 * 100 KB in either language: `{ "/": { tr: 95.3, en: 100.5 }, …, over: ["/settings en 110.2", …] }`.
 */
export function firstLoadOfBuild() {
  const script = path.resolve(import.meta.dirname, "../scripts/first-load-by-module.mjs");
  const run = spawnSync(process.execPath, [script, "--budget"], { encoding: "utf8" });
  if (run.status !== 0 && run.status !== 1) throw new Error(`first-load-by-module failed: ${run.stderr}`);
  const pages: Record<string, Record<string, number>> = {};
  for (const line of run.stdout.split("\n")) {
    const page = /^(\/\S*)\s+(.*) KB\s+\(page's own/.exec(line);
    if (!page) continue;
    pages[page[1]] = Object.fromEntries([...page[2].matchAll(/(\w+)\s+([\d.]+)/g)].map((m) => [m[1], Number(m[2])]));
  }
  const over = /^over 100 KB: (.*)$/m.exec(run.stdout)?.[1].split(", ") ?? [];
  return { ...pages, over };
}

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
      // The budget's own figure, every page in both languages, from the build (brotli).
      build: firstLoadOfBuild(),
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
