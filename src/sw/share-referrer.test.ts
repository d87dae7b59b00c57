import { describe, expect, it } from 'vitest';
import { fromAnotherOrigin } from './share-referrer';

const APP = 'https://defter.example';

describe('fromAnotherOrigin (the share target’s POST)', () => {
  it.each([
    ['the share sheet (no referrer)', ''],
    ['the app’s own page', 'https://defter.example/paylas'],
    ['an unresolved client referrer', 'about:client'],
  ])('takes %s', (_what, referrer) => expect(fromAnotherOrigin(referrer, APP)).toBe(false));

  it.each([
    ['another site', 'https://kotu.example/sayfa'],
    ['a sibling subdomain', 'https://x.defter.example/'],
    ['the same host over http', 'http://defter.example/'],
    ['another port', 'https://defter.example:8443/'],
    ['something unreadable', 'not a url'],
  ])('leaves %s to the server', (_what, referrer) => expect(fromAnotherOrigin(referrer, APP)).toBe(true));
});
