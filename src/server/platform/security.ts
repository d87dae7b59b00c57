import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';
import { messages } from '../../shared/messages';
import { validationMessages } from '../../shared/validation-words';
import type { Config } from '../config';
import { createHash } from 'node:crypto';
import { SHELL_STYLE, THEME_INIT_SCRIPT } from '../../shared/theme-init';
import { browserLanguage, inLanguage } from './language';

/** The one inline script the page has (the theme before first paint), allowed by its hash. */
const themeInitHash = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;
/** The one inline style: the shell's background and heart before the stylesheet has come. */
const shellStyleHash = `'sha256-${createHash('sha256').update(SHELL_STYLE).digest('base64')}'`;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (address: string) => new URL(address.replace(/[{}]/g, '')).origin;

/**
 * The page may load exactly what it needs from outside: map tiles from MAP_TILE_URL's host, the
 * YouTube IFrame API script from YOUTUBE_IFRAME_API_URL's host and the player frame from
 * YOUTUBE_PLAYER_HOST. Catalogue posters and covers are https images.
 */
export function contentSecurityPolicy(config: Pick<Config, 'mapTileUrl' | 'youtube'>): string {
  const iframeApi = config.youtube.iframeApiUrl.replace(/[;,\s]/g, '');
  return [
    "default-src 'self'",
    [
      "script-src 'self'",
      // The one inline script: the theme set before first paint.
      themeInitHash,
      // The IFrame API loader itself (this exact address), not every script of its host…
      iframeApi,
      // …and the player API it loads next, www-widgetapi.js under /s/player/<version>/.
      `${originOf(iframeApi)}/s/player/`,
    ].join(' '),
    // Stylesheets only from the app and the shell's one inline <style> (by its hash): no other
    // inline <style>, no style="" attributes. React and Leaflet set styles through the DOM
    // (element.style), which CSP does not restrict, and the player's own styles live inside its
    // frame (another origin, its own policy).
    `style-src 'self' ${shellStyleHash}`,
    `img-src 'self' data: blob: https: ${originOf(config.mapTileUrl)}`,
    "connect-src 'self'",
    "font-src 'self' data:",
    `frame-src ${originOf(config.youtube.playerHost)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Security headers on every answer, and no state change from another site. */
export function registerSecurity(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw new HttpError(403, messages.http.badOrigin);
    const origin = request.headers.origin;
    if (!origin) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new HttpError(403, messages.http.badOrigin);
    }
    // X-Forwarded-Host only when the address it came from is a trusted proxy (TRUST_PROXY).
    const host = request.host;
    const allowed = app.ctx.config.publicUrl ? new URL(app.ctx.config.publicUrl).host : null;
    // `Host: site:80` and `Origin: http://site` name the same place.
    const bare = (h: string | undefined) => (h ?? '').toLowerCase().replace(/:(80|443)$/, '');
    if (bare(originHost) !== bare(host) && originHost !== allowed) throw new HttpError(403, messages.http.badOrigin);
  });

  app.addHook('onSend', async (request, reply) => applySecurityHeaders(request, reply));
}

const policies = new WeakMap<Config, string>();

/** A 429 or 503 whose route did not say how long to wait: a minute, or a few seconds when busy. */
const DEFAULT_RETRY_AFTER_SECONDS = { tooMany: 60, busy: 5 };

export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  const { config } = request.server.ctx;
  let policy = policies.get(config);
  if (!policy) policies.set(config, (policy = contentSecurityPolicy(config)));
  reply.header('Content-Security-Policy', policy);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Referrer-Policy', 'same-origin');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  // No other site may load our answers (JSON, photos, the page) into its own: a photo URL in
  // someone else's <img> gets nothing. Only our responses are concerned: the tiles and the
  // YouTube player the page loads from other origins answer with their own headers.
  reply.header('Cross-Origin-Resource-Policy', 'same-origin');
  // The page gets a process (agent cluster) keyed by its own origin, not shared with a sibling
  // subdomain's pages.
  reply.header('Origin-Agent-Cluster', '?1');
  // Every refusal for load says when to come back, even one a route did not time (issue 33).
  if (!reply.hasHeader('retry-after')) {
    if (reply.statusCode === 429) reply.header('Retry-After', String(DEFAULT_RETRY_AFTER_SECONDS.tooMany));
    else if (reply.statusCode === 503) reply.header('Retry-After', String(DEFAULT_RETRY_AFTER_SECONDS.busy));
  }
  reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000');
}

/**
 * Errors the router raises before any route or hook runs (a malformed or over-long path):
 * the same `{ error }` shape and headers as every other answer, never Fastify's English body.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  applySecurityHeaders(request, reply);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  // Before routing, so before any hook: the language comes from the browser (no session is read).
  const text = inLanguage(browserLanguage(request), () => (tooLong ? messages.http.notFound : validationMessages.invalidBody));
  void reply.code(tooLong ? 404 : 400).send({ error: text });
}

/** Paths that carry a secret in the URL (invite tokens, calendar addresses) are logged without it. */
export function redactUrl(url: string): string {
  return url.replace(/(\/(?:invites?|takvim)\/)[^/?#]+/g, '$1[gizli]');
}
