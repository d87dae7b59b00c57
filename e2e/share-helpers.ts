import type { Browser, BrowserContext, Page } from '@playwright/test';
import { newContext, signedInContext, type E2EMember } from './fixtures';
import { SHARE_CACHE } from '../src/client/lib/share-stash';

/**
 * The share sheet as the OS drives it, for e2e/share.spec.ts and e2e/share-attacks.spec.ts: the
 * worker installed, a multipart POST navigation to the manifest's share_target, the stash read.
 */
interface ShareTarget {
  action: string;
  method: string;
  enctype: string;
  params: { title: string; text: string; url: string; files: { name: string; accept: string[] }[] };
}

/** A context with the service worker allowed, signed in as `member` when given. */
export async function workerContext(browser: Browser, member?: E2EMember): Promise<BrowserContext> {
  return member ? signedInContext(browser, member, undefined, { serviceWorkers: 'allow' }) : newContext(browser, { serviceWorkers: 'allow' });
}

/**
 * Installs the app's worker and opens `path` under it. The app registers the worker itself a few
 * seconds after its page loads; the test registers the same script at once from a static file of
 * the origin, so the install (precaching the shell) does not compete with rendering a page.
 */
export async function openWithWorker(page: Page, path: string) {
  await page.goto('/favicon.svg');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  await page.goto(path);
}

/** Shares into the app as the OS does: a multipart POST navigation to the manifest's share_target. */
export async function share(page: Page, shared: { title?: string; text?: string; url?: string; files?: { name: string; mimeType: string; buffer: Buffer }[] }) {
  const target = ((await (await page.request.get('/manifest.webmanifest')).json()) as { share_target: ShareTarget }).share_target;
  await page.evaluate(
    ({ target, fields }) => {
      const form = document.createElement('form');
      form.id = 'share-sheet';
      form.action = target.action;
      form.method = target.method;
      form.enctype = target.enctype;
      for (const [key, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = target.params[key as 'title' | 'text' | 'url'];
        input.value = value ?? '';
        form.append(input);
      }
      const files = document.createElement('input');
      files.type = 'file';
      files.multiple = true;
      files.name = target.params.files[0].name;
      form.append(files);
      document.body.append(form);
    },
    { target, fields: { title: shared.title, text: shared.text, url: shared.url } },
  );
  if (shared.files) await page.locator('#share-sheet input[type=file]').setInputFiles(shared.files);
  await page.locator('#share-sheet').evaluate((form: HTMLFormElement) => form.submit());
}

/** How many entries the share stash holds (each share: one entry plus one per file). */
export const stashEntries = (page: Page) => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, SHARE_CACHE);
