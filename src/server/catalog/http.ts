import { CatalogError } from './types';

export type FetchFn = typeof fetch;

/** How long an outside catalogue may take before the call counts as failed. */
export const CATALOG_TIMEOUT_MS = 8000;

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * GET `url` and read its JSON, whatever the status (the services put their error texts in JSON
 * bodies of 200 and 4xx answers alike). Network failures, timeouts and non-JSON bodies become a
 * CatalogError whose message names neither the URL nor the key.
 */
export async function getJson(
  service: string,
  url: URL,
  fetchFn: FetchFn = fetch,
  timeoutMs = CATALOG_TIMEOUT_MS,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  let res: Response;
  try {
    res = await fetchFn(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const name = err instanceof Error ? err.name : 'Error';
    const reason = name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : 'unreachable';
    throw new CatalogError(service, 'unavailable', `${service} ${reason}`);
  }
  const text = await res.text().catch(() => '');
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    const reason = res.status >= 500 ? 'unavailable' : 'bad-response';
    throw new CatalogError(service, reason, `${service} answered HTTP ${res.status} without JSON`, res.status);
  }
}

/** https for image addresses: the app's CSP only loads images over https. */
export const httpsImage = (url: unknown): string | null => {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  return url.replace(/^http:\/\//i, 'https://');
};

export const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
