import { messages } from '../../shared/messages';
import { CLIENT_ID_HEADER } from '../../shared/events';
import { CLIENT_ID } from './client-id';
import { FROM_CACHE_HEADER } from './offline-policy';
import { isOffline, noteReadSource, online } from './offline';

/** A failed API call; `message` is the server's Turkish message, ready for a toast. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A write refused because the device is offline: nothing was sent, nothing is queued. Its
 * message is meant for the person (errorText shows it) and the form keeps what was typed.
 */
export class OfflineError extends ApiError {
  constructor() {
    super(0, messages.offline.write);
  }
}

type Listener = (error: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();

/** Called when any request finds the session gone (401), so the shell can send the member to /login. */
export function onUnauthorized(listener: Listener) {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

async function request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { ...headers, [CLIENT_ID_HEADER]: CLIENT_ID } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const write = method !== 'GET';
  // Offline, a write is refused at once rather than queued or lost without a word.
  if (write && !online()) throw new OfflineError();
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    // No answer at all while the page is offline or showing copies (the browser does not always
    // know it is offline: a phone on a dead network, or a page opened from the worker's cache).
    throw write && isOffline() ? new OfflineError() : new ApiError(0, messages.http.server);
  }
  if (!write) noteReadSource(res.headers.get(FROM_CACHE_HEADER) === '1');
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) {
    const message = (data as { error?: string } | null)?.error ?? messages.http.server;
    const error = new ApiError(res.status, message);
    if (res.status === 401) unauthorizedListeners.forEach((l) => l(error));
    throw error;
  }
  return data as T;
}

type Headers = Record<string, string>;

/** `headers`: extra request headers, e.g. a gesture's (lib/gesture.ts). */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown, headers?: Headers) => request<T>('POST', path, body ?? {}, headers),
  put: <T>(path: string, body?: unknown, headers?: Headers) => request<T>('PUT', path, body ?? {}, headers),
  patch: <T>(path: string, body?: unknown, headers?: Headers) => request<T>('PATCH', path, body ?? {}, headers),
  delete: <T>(path: string, headers?: Headers) => request<T>('DELETE', path, undefined, headers),
  upload: <T>(path: string, form: FormData, headers?: Headers) => request<T>('POST', path, form, headers),
};
