import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, onUnauthorized } from './api';

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends JSON and returns the parsed answer', async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("turns an error answer into an ApiError carrying the server's Turkish message", async () => {
    vi.stubGlobal('fetch', respond(403, { error: 'Bu işlem için yetkiniz yok.' }));
    const error = (await api.delete('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.message).toBe('Bu işlem için yetkiniz yok.');
  });

  it('gives a Turkish message when the network fails or the body is not JSON', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/api/x')).rejects.toThrow('Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, message: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.' });
  });

  it('tells listeners when the session is gone (401)', async () => {
    vi.stubGlobal('fetch', respond(401, { error: 'Lütfen önce giriş yapın.' }));
    const seen: number[] = [];
    const stop = onUnauthorized((e) => seen.push(e.status));
    await api.get('/api/x').catch(() => {});
    stop();
    await api.get('/api/x').catch(() => {});
    expect(seen).toEqual([401]);
  });
});
