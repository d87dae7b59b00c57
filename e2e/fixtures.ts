import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_CONTROL_PORT, E2E_PORT } from './harness/ports';

export interface E2EMember {
  id: string;
  email: string;
  name: string;
  password: string;
  token: string;
}
export interface E2ECouple {
  spaceId: string;
  owner: E2EMember;
  partner: E2EMember;
}

const control = async <T>(path: string, body: unknown = {}): Promise<T> => {
  const res = await fetch(`http://127.0.0.1:${E2E_CONTROL_PORT}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`control ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

export const mainBaseURL = `http://127.0.0.1:${E2E_PORT}`;

/** A new couple (space + two members with live sessions), written straight to the database; `seed` adds the demo seed's records. */
export const createCouple = (options: { names?: [string, string]; baseURL?: string; seed?: boolean } = {}) =>
  control<E2ECouple>('/couple', { names: options.names, baseURL: options.baseURL, seed: options.seed });

/**
 * Fresh apps hold a whole in-memory database each: one started in a test is closed when that test
 * ends, one started in a beforeAll (shared by the tests after it) when the worker ends.
 */
const freshApps = { test: [] as string[], worker: [] as string[] };
let inTest = false;
const closeApps = async (list: string[]) => {
  for (const baseURL of list.splice(0)) await control('/close-app', { baseURL });
};

/**
 * A fresh app instance with an empty database (first-run setup, keyless mode, …), closed after the
 * test. `clock`: its server time is the test's to move (`setClock`); `push`: it pushes to the
 * harness's local push service (`subscribePhone`, `pushesTo`).
 */
export const startFreshApp = async (env: Record<string, string> = {}, extras: { clock?: boolean; push?: boolean } = {}) => {
  const app = await control<{ baseURL: string }>('/fresh-app', { env, ...extras });
  freshApps[inTest ? 'test' : 'worker'].push(app.baseURL);
  return app;
};

/**
 * An app instance started with `env`, shared by every test asking for the same env (started on
 * the first ask, closed when the harness stops). For a test that needs other settings (keyless
 * mode, a refusing catalogue, …) and makes its own couple there with `createCouple({ baseURL })`:
 * it costs nothing after the first ask. Use startFreshApp only when the test needs an empty
 * database (first-run setup) or changes the instance itself.
 */
export const sharedApp = (env: Record<string, string> = {}) => control<{ baseURL: string }>('/shared-app', { env });

/**
 * Today's movie-game answer of a space, read from the database by the harness (not an app route),
 * with its year, and pool titles that are not the answer (`wrong`) and their ids (`wrongIds`, same order).
 */
export const gameAnswer = (spaceId: string, baseURL?: string, day?: string) =>
  control<{ imdbId: string; title: string; year: number | null; number: number | null; wrong: string[]; wrongIds: string[] }>('/game-answer', {
    spaceId,
    baseURL,
    day,
  });

/**
 * Types a title into the game's search and chooses it from the list: an option of that title, of
 * that year when given (the catalogue has remakes of one name: 'The Ladykillers' 1955 and 2004, and
 * the day's answer must not be taken for its namesake).
 */
export async function chooseGameTitle(page: Page, title: string, year?: number | null) {
  const input = page.getByRole('combobox', { name: 'Film veya dizi ara' });
  await input.fill(title);
  const options = page.getByRole('listbox').getByRole('option').filter({ has: page.getByText(title, { exact: true }) });
  await (year ? options.filter({ hasText: String(year) }) : options).first().click();
  await expect(input).toHaveValue(title);
}

/** Sets the server time of a fresh app started with `{ clock: true }`; it runs on from there. */
export const setClock = (baseURL: string, at: string) => control<{ now: string }>('/clock', { baseURL, at });
/** Runs the daily nudges of that app now (what its 15-minute job would do at the server's time). */
export const runNudges = async (baseURL: string) => (await control<{ made: number }>('/run-nudges', { baseURL })).made;
/** A phone of `member` at the harness's local push service (for an app started with `{ push: true }`). */
export const subscribePhone = async (baseURL: string, member: E2EMember) => (await control<{ endpoint: string }>('/push-subscribe', { baseURL, token: member.token })).endpoint;
/** The pushes that phone received so far, decrypted. */
export const pushesTo = async (baseURL: string, endpoint: string) =>
  (await control<{ pushes: { title: string; body: string; url: string; kind: string }[] }>('/pushes', { baseURL, endpoint })).pushes;

type ContextOptions = Parameters<Browser['newContext']>[0];

/**
 * A browser context opened by hand. Playwright gives such a context none of the config's `use`
 * options, so the service worker is blocked here unless a test asks for it (e2e/offline.spec.ts):
 * no test pays for downloading the whole app shell it does not use.
 */
export const newContext = (browser: Browser, options: ContextOptions = {}) => browser.newContext({ serviceWorkers: 'block', ...options });

/** A browser context signed in as `member` by its session cookie (the login page is not under test). */
export async function signedInContext(browser: Browser, member: E2EMember, baseURL = mainBaseURL, options: ContextOptions = {}) {
  const context = await newContext(browser, { baseURL, ...options });
  await context.addCookies([
    { name: 'defterimiz_session', value: member.token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
  return context;
}

interface Fixtures {
  /** Closes the browser contexts and fresh apps a test opened (automatic: every test has it). */
  closeFreshApps: void;
  couple: E2ECouple;
  /** The owner's signed-in page. */
  ownerPage: Page;
  /** The partner's signed-in page, in a second browser context. */
  partnerPage: Page;
}

export const test = base.extend<Fixtures, { closeWorkerFreshApps: void }>({
  closeFreshApps: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      inTest = true;
      await use();
      inTest = false;
      // Pages a test opened by hand are closed first: a page left open keeps its live stream
      // (and its reconnects) going against the app being closed, and its renderer busy.
      await Promise.all(browser.contexts().filter((c) => !before.has(c)).map((c) => c.close()));
      await closeApps(freshApps.test);
    },
    { auto: true },
  ],
  closeWorkerFreshApps: [
    async ({}, use) => {
      await use();
      await closeApps(freshApps.worker);
    },
    { auto: true, scope: 'worker' },
  ],
  couple: async ({}, use) => {
    await use(await createCouple());
  },
  ownerPage: async ({ browser, couple }, use) => {
    const context = await signedInContext(browser, couple.owner);
    await use(await context.newPage());
    await context.close();
  },
  partnerPage: async ({ browser, couple }, use) => {
    const context: BrowserContext = await signedInContext(browser, couple.partner);
    await use(await context.newPage());
    await context.close();
  },
});

export { expect };
