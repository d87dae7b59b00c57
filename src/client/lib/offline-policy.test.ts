import { describe, expect, it } from 'vitest';
import { cachePolicy, isAppNavigation } from './offline-policy';

const origin = 'https://defter.example';
const policy = (path: string, method = 'GET') => cachePolicy(new URL(path, origin), method, origin);

describe('offline cache policy', () => {
  it('reads the lists network-first', () => {
    for (const path of ['/api/movies', '/api/series', '/api/books', '/api/quotes', '/api/places', '/api/session', '/api/home']) {
      expect(policy(path), path).toBe('network-first');
    }
  });

  it('keeps only the first page of memories', () => {
    expect(policy('/api/memories?sort=date-desc')).toBe('network-first');
    expect(policy('/api/memories?sort=likes&category=travel')).toBe('network-first');
    expect(policy('/api/memories?sort=date-desc&cursor=abc')).toBeNull();
  });

  it('keeps photos, full size and thumbnails', () => {
    expect(policy('/api/photos/3f2a')).toBe('photo');
    expect(policy('/api/photos/3f2a/thumb')).toBe('photo');
    expect(policy('/api/photos/3f2a/other')).toBeNull();
  });

  it('never caches writes, sign-in, the live stream, searches or another origin', () => {
    expect(policy('/api/quotes', 'POST')).toBeNull();
    expect(policy('/api/movies/1', 'PUT')).toBeNull();
    expect(policy('/api/quotes/1', 'DELETE')).toBeNull();
    expect(policy('/api/auth/login', 'POST')).toBeNull();
    expect(policy('/api/auth/logout', 'POST')).toBeNull();
    expect(policy('/api/events')).toBeNull();
    expect(policy('/api/catalog/movies/search?q=a')).toBeNull();
    expect(policy('/api/transfer/export')).toBeNull();
    expect(policy('/api/movies/123')).toBeNull();
    expect(cachePolicy(new URL('https://elsewhere.example/api/movies'), 'GET', origin)).toBeNull();
  });

  it('answers page navigations with the app shell, never API or file URLs', () => {
    expect(isAppNavigation(new URL('/movies', origin))).toBe(true);
    expect(isAppNavigation(new URL('/invite/abc-def', origin))).toBe(true);
    expect(isAppNavigation(new URL('/api/movies', origin))).toBe(false);
    expect(isAppNavigation(new URL('/api', origin))).toBe(false);
    expect(isAppNavigation(new URL('/icons/icon-192.png', origin))).toBe(false);
  });
});
