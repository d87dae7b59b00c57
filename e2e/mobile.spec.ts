import type { Browser, Page } from '@playwright/test';
import { test, expect, createCouple, mainBaseURL, newContext, signedInContext, type E2ECouple } from './fixtures';
import { memberStops, signedOutNames, signedOutStops, type Stop } from './page-tour';

/**
 * Every screen on a 360 × 740 phone: nothing scrolls sideways, and every visible control can be
 * hit with a thumb — a tap target of at least 44 × 44 px, counted from the element's box or from
 * an invisible hit area drawn by its ::before / ::after (the `.tap-target` utility in styles.css).
 *
 * Exclusions (WCAG 2.5.8's "inline" and "essential" exceptions), checked in `tapProblems`:
 * - a link inside a sentence (inline, with text of its own block around it), e.g. the map's
 *   attribution line;
 * - the map's place markers: their size and position are the information (a pin on the map);
 * - visually hidden native inputs (≤ 2 px, e.g. a file input opened by a button): the button or
 *   label that opens them is what one taps, and it is checked like any other control.
 */
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const MIN = 44;

const controls = [
  'a[href]', 'button', 'input:not([type=hidden])', 'select', 'textarea', 'summary', 'label:has(> input.sr-only)',
  '[role=button]', '[role=tab]', '[role=link]', '[role=checkbox]', '[role=radio]', '[role=switch]', '[role=option]', '[role=menuitem]',
].join(', ');

/** The controls under MIN px, as readable lines: size, role, name, classes. */
function tapProblems(page: Page) {
  return page.evaluate(
    ({ selector, min }) => {
      const hitSize = (el: Element) => {
        // A checkbox or radio inside its <label> is hit anywhere on the label.
        const r = (el.tagName === 'INPUT' && el.closest('label')) ? el.closest('label')!.getBoundingClientRect() : el.getBoundingClientRect();
        let w = r.width;
        let h = r.height;
        for (const pseudo of ['::before', '::after']) {
          const s = getComputedStyle(el, pseudo);
          if (s.content === 'none' || s.position !== 'absolute') continue;
          w = Math.max(w, parseFloat(s.width) || 0);
          h = Math.max(h, parseFloat(s.height) || 0);
        }
        return { w, h };
      };
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || el.closest('[inert], [aria-hidden="true"]')) return false;
        const s = getComputedStyle(el);
        return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
      };
      const inlineInText = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        const block = el.parentElement;
        return Boolean(block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length);
      };
      const essential = (el: Element) => el.classList.contains('leaflet-marker-icon') || el.closest('.marker-cluster') !== null;
      const srOnlyInput = (el: Element) => {
        const r = el.getBoundingClientRect();
        return el.tagName === 'INPUT' && r.width <= 2 && r.height <= 2;
      };
      return [...document.querySelectorAll(selector)]
        .filter((el) => visible(el) && !inlineInText(el) && !essential(el) && !srOnlyInput(el))
        .map((el) => ({ el, ...hitSize(el) }))
        .filter(({ w, h }) => Math.round(w) < min || Math.round(h) < min)
        .map(({ el, w, h }) => {
          const name = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
          const cls = typeof el.className === 'string' ? el.className : '';
          return `${Math.round(w)}×${Math.round(h)} <${el.tagName.toLowerCase()}> "${name.trim().slice(0, 40)}" ${cls.slice(0, 90)}`;
        });
    },
    { selector: controls, min: MIN },
  );
}

async function check(browser: Browser, stop: Stop & { baseURL?: string }, couple?: E2ECouple) {
  const options = { ...phone, baseURL: stop.baseURL ?? mainBaseURL };
  const context = couple ? await signedInContext(browser, couple.owner, mainBaseURL, options) : await newContext(browser, options);
  const page = await context.newPage();
  await page.goto(stop.path);
  await stop.ready(page);
  const width = await page.evaluate(() => {
    const client = document.documentElement.clientWidth;
    // What sticks out, so a failure says where to look.
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > client + 0.5 && !el.closest('header, [class*="fixed"]'))
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class')).slice(0, 80)}">`);
    return { scroll: document.documentElement.scrollWidth, client, wide };
  });
  const small = await tapProblems(page);
  await context.close();
  expect.soft(width.scroll, `${stop.name}: the page scrolls sideways: ${width.wide.join(' ')}`).toBeLessThanOrEqual(width.client);
  expect.soft(small, `${stop.name}: tap targets under ${MIN} px`).toEqual([]);
}

test.describe('a 360 px phone', () => {
  let couple: E2ECouple;
  test.beforeAll(async () => {
    couple = await createCouple({ seed: true });
  });

  for (const stop of memberStops) {
    test(`${stop.name}: no sideways scroll, tap targets ≥ ${MIN} px`, async ({ browser }) => {
      await check(browser, stop, couple);
    });
  }

  test(`the menu drawer: tap targets ≥ ${MIN} px`, async ({ browser }) => {
    await check(
      browser,
      {
        name: 'menü',
        path: '/',
        ready: async (p) => {
          await p.getByRole('button', { name: 'Menü' }).click();
          await expect(p.getByRole('navigation', { name: 'Menü' }).getByRole('link', { name: 'Filmler' })).toBeVisible();
        },
      },
      couple,
    );
  });
});

test.describe('a 360 px phone, signed out', () => {
  let stops: Awaited<ReturnType<typeof signedOutStops>>;
  test.beforeAll(async ({ browser }) => {
    stops = await signedOutStops(browser);
  });

  for (const name of signedOutNames) {
    test(`${name}: no sideways scroll, tap targets ≥ ${MIN} px`, async ({ browser }) => {
      await check(browser, stops.find((s) => s.name === name)!);
    });
  }
});
