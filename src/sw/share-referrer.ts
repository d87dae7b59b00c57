/**
 * Whether a POST to the share target came from a page of another origin (issue 33). The OS's
 * share sheet sends no referrer, nor does a page that hides it; a page of another site posting a
 * form at /paylas names its origin (browsers send at least the origin across sites by default).
 * Such a POST is not the worker's to take: it goes on to the server, which refuses a cross-site
 * write (403) as it does without a worker. A page that hides its referrer cannot be told apart
 * from the share sheet: what it posts only fills a form, which saves nothing until the member
 * presses its button (e2e/share-attacks.spec.ts).
 */
export function fromAnotherOrigin(referrer: string, origin: string): boolean {
  // '' is no referrer; 'about:client' is the browser's "not yet resolved", never another site.
  if (!referrer || referrer === 'about:client') return false;
  try {
    return new URL(referrer).origin !== origin;
  } catch {
    return true;
  }
}
