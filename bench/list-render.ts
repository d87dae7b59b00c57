/**
 * The 1,000-movie page in Chromium: from navigation to the cards on screen (the whole list
 * fetched, parsed and rendered), the cards in the DOM, and the main thread's long tasks meanwhile.
 * Run through `npx tsx bench/one.ts render`.
 */
import { chromium } from "playwright-core";
import type { Member } from "./lib/couple";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function benchListRender(url: string, member: Member) {
  const browser = await chromium.launch({ executablePath, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = member.cookie.split(";")[0].split("=");
    await context.addCookies([{ name, value, url }]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { longTasks: number }).longTasks = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) (window as unknown as { longTasks: number }).longTasks += e.duration;
      }).observe({ type: "longtask", buffered: true });
    });
    await page.goto(`${url}/`, { waitUntil: "networkidle" });
    const started = Date.now();
    await page.evaluate(() => {
      (window as unknown as { longTasks: number }).longTasks = 0;
      history.pushState(null, "", "/movies");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    // Every card the page means to show: the first window, or the whole list when it renders all.
    await page.waitForFunction(() => document.querySelectorAll("main ul > li").length >= 60, null, { timeout: 60_000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    const ms = Date.now() - started;
    const cards = await page.locator("main ul > li").count();
    const longTaskMs = await page.evaluate(() => (window as unknown as { longTasks: number }).longTasks);
    await context.close();
    return { ms, cards, longTaskMs: Math.round(longTaskMs) };
  } finally {
    await browser.close();
  }
}
