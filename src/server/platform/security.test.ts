import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, redactUrl } from './security';

describe('redactUrl', () => {
  it.each([
    ['/api/invites/abcDEF123_-xyz', '/api/invites/[gizli]'],
    ['/api/invites/abcDEF123_-xyz/accept', '/api/invites/[gizli]/accept'],
    ['/api/invites/abc?x=1', '/api/invites/[gizli]?x=1'],
    ['/invite/abcDEF123', '/invite/[gizli]'],
    ['/invite/abcDEF123#frag', '/invite/[gizli]#frag'],
  ])('hides the invite token in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each(['/api/invites', '/api/quotes/123', '/api/health', '/'])('leaves %s alone', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});

describe('contentSecurityPolicy', () => {
  const directives = Object.fromEntries(
    contentSecurityPolicy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

  it('allows scripts from the app only: no inline or eval', () => {
    expect(directives['script-src']).toEqual(["'self'"]);
  });

  it('forbids framing and plugins', () => {
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });
});
