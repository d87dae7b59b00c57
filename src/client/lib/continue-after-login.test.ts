import { describe, expect, it } from 'vitest';
import { continuationPath } from './continue-after-login';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('continuationPath', () => {
  it('continues to the page a shared item was opening', () => {
    expect(continuationPath({ from: `/music?paylasim=${ID}` })).toBe(`/music?paylasim=${ID}`);
    expect(continuationPath({ from: `/paylas?paylasim=${ID}` })).toBe(`/paylas?paylasim=${ID}`);
  });

  it('anything else goes home: no state, other pages, other sites, odd ids', () => {
    expect(continuationPath(null)).toBeNull();
    expect(continuationPath({ from: '/movies' })).toBeNull();
    expect(continuationPath({ from: `//evil.example/music?paylasim=${ID}` })).toBeNull();
    expect(continuationPath({ from: `/\\evil.example/music?paylasim=${ID}` })).toBeNull();
    expect(continuationPath({ from: `https://evil.example/music?paylasim=${ID}` })).toBeNull();
    expect(continuationPath({ from: '/music?paylasim=../../api' })).toBeNull();
    expect(continuationPath({ from: 42 })).toBeNull();
  });
});
