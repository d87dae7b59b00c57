import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { loadConfig } from '../config';
import { contentSecurityPolicy, redactUrl } from './security';
import { SHELL_STYLE, THEME_INIT_SCRIPT } from '../../shared/theme-init';

describe('redactUrl', () => {
  it.each([
    ['/api/invites/abcDEF123_-xyz', '/api/invites/[gizli]'],
    ['/api/invites/abcDEF123_-xyz/accept', '/api/invites/[gizli]/accept'],
    ['/api/invites/abc?x=1', '/api/invites/[gizli]?x=1'],
    ['/invite/abcDEF123', '/invite/[gizli]'],
    ['/invite/abcDEF123#frag', '/invite/[gizli]#frag'],
    ['/takvim/abcDEF123_-xyz.ics', '/takvim/[gizli]'],
    ['/takvim/abcDEF123.ics/extra?x=1', '/takvim/[gizli]/extra?x=1'],
  ])('hides the invite token in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each(['/api/invites', '/api/quotes/123', '/api/health', '/'])('leaves %s alone', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});

const directivesOf = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('contentSecurityPolicy', () => {
  const directives = directivesOf(contentSecurityPolicy(loadConfig({})));

  it('allows scripts from the app and the YouTube IFrame API host only, plus the theme script by its hash: no other inline script, no eval', () => {
    const hash = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;
    expect(directives['script-src']).toEqual(["'self'", hash, 'https://www.youtube.com/iframe_api', 'https://www.youtube.com/s/player/']);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
  });

  it("allows no inline styles but the shell's own (by its hash): stylesheets of the app only", () => {
    const hash = `'sha256-${createHash('sha256').update(SHELL_STYLE).digest('base64')}'`;
    expect(directives['style-src']).toEqual(["'self'", hash]);
    expect(directives['style-src']).not.toContain("'unsafe-inline'");
  });

  it('allows frames only from the privacy-enhanced YouTube host', () => {
    expect(directives['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('follows the configured tile, IFrame API and player addresses', () => {
    const custom = directivesOf(
      contentSecurityPolicy(
        loadConfig({
          MAP_TILE_URL: 'http://127.0.0.1:9001/tiles/{z}/{x}/{y}.png',
          YOUTUBE_IFRAME_API_URL: 'http://127.0.0.1:9002/iframe_api',
          YOUTUBE_PLAYER_HOST: 'http://127.0.0.1:9003',
        }),
      ),
    );
    expect(custom['img-src']).toContain('http://127.0.0.1:9001');
    expect(custom['script-src']).toContain('http://127.0.0.1:9002/iframe_api');
    expect(custom['script-src']).not.toContain('http://127.0.0.1:9002');
    expect(custom['script-src']).not.toContain('https://www.youtube.com');
    expect(custom['frame-src']).toEqual(['http://127.0.0.1:9003']);
  });

  it('forbids framing and plugins', () => {
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });
});
