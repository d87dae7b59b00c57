import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, OfflineError } from './api';
import { isOffline } from './offline';

const OFFLINE_WRITE = 'Çevrimdışısınız; bu değişiklik kaydedilmedi. Bağlantı gelince tekrar deneyin.';

afterEach(() => vi.unstubAllGlobals());

describe('api client offline', () => {
  it('refuses every write at once while offline, without sending it', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { onLine: false });
    for (const write of [() => api.post('/api/quotes', { text: 'a' }), () => api.put('/api/quotes/1', {}), () => api.patch('/api/movies/1', {}), () => api.delete('/api/quotes/1'), () => api.upload('/api/photos', new FormData())]) {
      const error = await write().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OfflineError);
      expect((error as OfflineError).message).toBe(OFFLINE_WRITE);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('still sends reads offline (the service worker may answer them) and notes a cached copy', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const fromWorker = vi.fn(async () => new Response('{"quotes":[]}', { status: 200, headers: { 'X-Defterimiz-Offline': '1' } }));
    vi.stubGlobal('fetch', fromWorker);
    await expect(api.get('/api/quotes')).resolves.toEqual({ quotes: [] });
    expect(fromWorker).toHaveBeenCalledTimes(1);
    expect(isOffline()).toBe(true);
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"quotes":[]}', { status: 200 })));
    await api.get('/api/quotes');
    expect(isOffline()).toBe(false);
  });

  it('a write that gets no answer while the page shows copies is refused as offline, though the browser says online', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"quotes":[]}', { status: 200, headers: { 'X-Defterimiz-Offline': '1' } })));
    await api.get('/api/quotes');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await api.post('/api/quotes', { text: 'a' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflineError);
    expect((error as OfflineError).message).toBe(OFFLINE_WRITE);

    // With fresh answers (the server was reachable), the same failure is the server's fault.
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"quotes":[]}', { status: 200 })));
    await api.get('/api/quotes');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const other = await api.post('/api/quotes', { text: 'a' }).catch((e: unknown) => e);
    expect(other).not.toBeInstanceOf(OfflineError);
    expect((other as Error).message).toBe('Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.');
  });

  it('sends writes normally while online', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"ok":true}', { status: 200 })));
    await expect(api.post('/api/quotes', {})).resolves.toEqual({ ok: true });
  });
});

describe('back online', () => {
  it('reads again, backing off, while answers are still copies; a fresh answer stops it', async () => {
    vi.useFakeTimers();
    const listeners = new Map<string, () => void>();
    vi.stubGlobal('window', { addEventListener: (t: string, l: () => void) => listeners.set(t, l), removeEventListener: () => {} });
    vi.stubGlobal('navigator', { onLine: true });
    const { onBackOnline, noteReadSource } = await import('./offline');
    const refetch = vi.fn();
    const stop = onBackOnline(refetch);
    listeners.get('online')!();
    expect(refetch).toHaveBeenCalledTimes(1);
    noteReadSource(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refetch).toHaveBeenCalledTimes(2);
    noteReadSource(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(refetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(refetch).toHaveBeenCalledTimes(3);
    noteReadSource(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refetch).toHaveBeenCalledTimes(3);
    stop();
    vi.useRealTimers();
  });
});
