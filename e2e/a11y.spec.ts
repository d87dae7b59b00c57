import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { test, expect, createCouple, mainBaseURL, newContext, signedInContext, type E2ECouple } from './fixtures';
import { memberStops, signedOutNames, signedOutStops, type Stop } from './page-tour';

/**
 * axe on every screen, in the light and the dark theme. The theme follows the system's
 * preference until the person picks one (src/shared/theme-init.ts), so each context asks for it
 * with `colorScheme` and the test checks that <html> took it.
 */
const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

/** The serious and critical violations, one readable line per failing node: theme, rule, what axe says, where. */
async function audit(page: Page, theme: Theme): Promise<string[]> {
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  // Transitions would let axe read a colour half-way between two states. The CSP allows no inline
  // <style> but the shell's own (by its hash), so the rule goes into the app's own stylesheet through the CSSOM.
  await page.evaluate(() => {
    const sheet = [...document.styleSheets].find((s) => s.href?.startsWith(location.origin));
    if (!sheet) throw new Error('the app stylesheet is not loaded');
    sheet.insertRule('*, *::before, *::after { transition: none !important; animation: none !important; }', sheet.cssRules.length);
  });
  // label-content-name-mismatch is still "experimental" in axe (off by default) but Lighthouse runs it.
  const { violations } = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${theme} [${v.impact}] ${v.id}: ${n.failureSummary?.replace(/\s+/g, ' ')} @ ${n.target.join(' ')} ${n.html.slice(0, 160)}`));
}

async function visit(browser: Browser, stop: Stop & { baseURL?: string }, theme: Theme, couple?: E2ECouple) {
  const options = { colorScheme: theme, baseURL: stop.baseURL ?? mainBaseURL };
  const context = couple ? await signedInContext(browser, couple.owner, mainBaseURL, options) : await newContext(browser, options);
  const page = await context.newPage();
  await page.goto(stop.path);
  await stop.ready(page);
  const found = await audit(page, theme);
  await context.close();
  return found;
}

async function check(browser: Browser, stop: Stop & { baseURL?: string }, theme: Theme, couple?: E2ECouple) {
  const found = await visit(browser, stop, theme, couple);
  expect(found, `${stop.name} (${theme}):\n${found.join('\n')}`).toEqual([]);
}

test.describe('accessibility (axe, light and dark)', () => {
  let couple: E2ECouple;
  test.beforeAll(async () => {
    couple = await createCouple({ seed: true });
  });

  // One test per page and theme: each stays well inside the 30 s budget on a busy 2-core machine.
  for (const stop of memberStops) {
    for (const theme of themes) {
      test(`${stop.name} (${theme}): no serious or critical violations`, async ({ browser }) => {
        await check(browser, stop, theme, couple);
      });
    }
  }
});

test.describe('accessibility signed out (axe, light and dark)', () => {
  let stops: Awaited<ReturnType<typeof signedOutStops>>;
  test.beforeAll(async ({ browser }) => {
    stops = await signedOutStops(browser);
  });

  for (const name of signedOutNames) {
    for (const theme of themes) {
      test(`${name} (${theme}): no serious or critical violations`, async ({ browser }) => {
        await check(browser, stops.find((s) => s.name === name)!, theme);
      });
    }
  }
});
