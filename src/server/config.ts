import path from 'node:path';
import { z } from 'zod';
import { readSecretFiles } from './config-secrets';
import { trustProxyFrom, type TrustProxy } from './config-trust-proxy';
import { Cron } from 'croner';
import { pushEnv, pushFrom, type PushConfig } from './config-push';
import { READ_CACHE_DEFAULT_MB } from './platform/read-cache';
import { EXPORT_DEFAULT_MB_PER_SECOND } from './features/transfer/pace';
import { SPACE_DEFAULT_MAX_PHOTO_MB, SPACE_DEFAULT_MAX_ROWS, type SpaceLimits } from './platform/space-limits';

export type { TrustProxy };

/**
 * Every setting the server reads, with its default. The README's configuration table mirrors
 * this file; keep them together.
 */
const intFrom = (def: number, min = 0) =>
  z
    .string()
    .optional()
    .transform((s, ctx) => {
      if (s === undefined || s.trim() === '') return def;
      const n = Number(s);
      if (!Number.isInteger(n) || n < min) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number ≥ ${min}` });
        return z.NEVER;
      }
      return n;
    });

const url = (def: string) =>
  z
    .string()
    .optional()
    .transform((s) => (s && s.trim() ? s.trim().replace(/\/+$/, '') : def))
    .pipe(z.url());

/** A tile address in Leaflet's form: http(s) with {z}, {x} and {y} in it. */
const tileUrl = (def: string) =>
  z
    .string()
    .optional()
    .transform((s) => (s && s.trim() ? s.trim() : def))
    .refine((s) => /^https?:\/\/[^/]+\//.test(s) && ['{z}', '{x}', '{y}'].every((p) => s.includes(p)), {
      message: 'must be an http(s) address with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });

const optionalText = z
  .string()
  .optional()
  .transform((s) => (s && s.trim() ? s.trim() : null));

const flag = z
  .string()
  .optional()
  .transform((s, ctx) => {
    const v = (s ?? '').trim().toLowerCase();
    if (v === '' || v === 'false' || v === '0') return false;
    if (v === 'true' || v === '1') return true;
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  });

/** S3-compatible photo storage (platform/blobs/s3.ts); all unset = photos on local disk. */
const s3Env = {
  // Bucket naming rules of S3 (3–63 lower-case letters, digits, dots and hyphens).
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 lower-case letters, digits, dots or hyphens')
      .nullable(),
  ),
  S3_ENDPOINT: optionalText
    .transform((s) => (s ? s.replace(/\/+$/, '') : null))
    .pipe(z.url({ protocol: /^https?$/, error: 'must be a full address such as https://s3.example.com' }).nullable()),
  S3_REGION: z
    .string()
    .optional()
    .transform((s) => (s && s.trim() ? s.trim() : 'us-east-1'))
    .pipe(z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as eu-central-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag,
};

const envSchema = z.object({
  PORT: intFrom(3000, 0),
  HOST: z.string().optional().default('0.0.0.0'),
  DATA_DIR: z.string().optional().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .nullable(),
  ),
  MAX_SPACE_MEMBERS: intFrom(2, 1),
  PUBLIC_URL: optionalText
    .transform((s) => (s ? s.replace(/\/+$/, '') : null))
    .pipe(z.url({ protocol: /^https?$/, error: 'must be a full address such as https://defter.example' }).nullable()),
  TRUST_PROXY: z.string().optional().transform(trustProxyFrom),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_DAYS: intFrom(30, 1),
  SESSION_IDLE_DAYS: intFrom(14, 1),
  LOGIN_MAX_PER_IP: intFrom(30, 1),
  LOGIN_MAX_PER_EMAIL: intFrom(10, 1),
  LOGIN_WINDOW_MINUTES: intFrom(15, 1),
  CATALOG_MAX_PER_MINUTE: intFrom(60, 1),
  OUTSIDE_TIMEOUT_SECONDS: intFrom(8, 1),
  SSE_HEARTBEAT_SECONDS: intFrom(25, 1),
  SSE_MAX_PER_MEMBER: intFrom(5, 1),
  // 0 while unset: the default depends on the database (below).
  READ_CACHE_MB: intFrom(0, 1),
  OMDB_API_KEY: optionalText,
  OMDB_BASE_URL: url('https://www.omdbapi.com'),
  GOOGLE_BOOKS_API_KEY: optionalText,
  GOOGLE_BOOKS_BASE_URL: url('https://www.googleapis.com/books/v1'),
  YOUTUBE_API_KEY: optionalText,
  YOUTUBE_API_BASE_URL: url('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_OEMBED_URL: url('https://www.youtube.com/oembed'),
  YOUTUBE_IFRAME_API_URL: url('https://www.youtube.com/iframe_api'),
  YOUTUBE_PLAYER_HOST: url('https://www.youtube-nocookie.com'),
  GOOGLE_MAPS_API_KEY: optionalText,
  GOOGLE_GEOCODING_BASE_URL: url('https://maps.googleapis.com/maps/api/geocode'),
  NOMINATIM_BASE_URL: url('https://nominatim.openstreetmap.org'),
  MAP_TILE_URL: tileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  UPLOAD_MAX_BYTES: intFrom(1_048_576, 1),
  PHOTO_CONCURRENCY: intFrom(2, 1),
  PHOTO_QUEUE_PER_SPACE: intFrom(4, 1),
  EXPORT_MB_PER_SECOND: intFrom(EXPORT_DEFAULT_MB_PER_SECOND, 0),
  SPACE_MAX_ROWS: intFrom(SPACE_DEFAULT_MAX_ROWS, 0),
  SPACE_MAX_PHOTO_MB: intFrom(SPACE_DEFAULT_MAX_PHOTO_MB, 0),
  REMINDER_INTERVAL_MINUTES: intFrom(60, 0),
  BACKUP_SCHEDULE: z
    .string()
    .optional()
    .transform((s, ctx) => {
      const v = s && s.trim() ? s.trim() : '30 3 * * *';
      if (v.toLowerCase() === 'off') return null;
      try {
        new Cron(v, { paused: true }).stop();
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a cron expression such as "30 3 * * *" (daily at 03:30), or off' });
        return z.NEVER;
      }
      return v;
    }),
  BACKUP_KEEP: intFrom(14, 1),
  BACKUP_DIR: optionalText,
  ...s3Env,
  ...pushEnv,
});

export type Env = z.input<typeof envSchema>;

/** Where photos go when S3_BUCKET is set. The secret stays here: never logged, never sent. */
export interface S3Config {
  bucket: string;
  /** Null for AWS itself; the address of MinIO, R2, Garage, … otherwise. */
  endpoint: string | null;
  region: string;
  /** Both set, or both null (then the SDK's usual chain: AWS_* variables, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

type ParsedEnv = z.output<typeof envSchema>;

/** S3_* settings only make sense together: a half-given S3 setup stops the start. */
function s3From(e: ParsedEnv): { s3: S3Config | null; issues: string[] } {
  const issues: string[] = [];
  const keyId = e.S3_ACCESS_KEY_ID;
  const secret = e.S3_SECRET_ACCESS_KEY;
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => e[k]);
    for (const k of stray) issues.push(`  ${k}: needs S3_BUCKET (photos stay on local disk without it)`);
    return { s3: null, issues };
  }
  if (Boolean(keyId) !== Boolean(secret)) {
    issues.push(`  ${keyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`);
  }
  const credentials = keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : null;
  return {
    s3: { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION, credentials, forcePathStyle: e.S3_FORCE_PATH_STYLE },
    issues,
  };
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  maxSpaceMembers: number;
  publicUrl: string | null;
  /** Handed to Fastify: who may tell the client's address and protocol (X-Forwarded-*). */
  trustProxy: TrustProxy;
  logLevel: string;
  sessionDays: number;
  /** A session unused this many days ends (SESSION_IDLE_DAYS), before SESSION_DAYS if need be. */
  sessionIdleDays: number;
  login: { maxPerIp: number; maxPerEmail: number; windowMs: number };
  catalogMaxPerMinute: number;
  /** How long one call to an outside service (catalogues, YouTube, geocoding) may take. */
  outsideTimeoutMs: number;
  sseHeartbeatMs: number;
  /** Live streams one member may hold open on one instance; the oldest is closed for a new one. */
  sseMaxPerMember: number;
  /** Bytes the cache of list answers may hold on one instance (READ_CACHE_MB). */
  readCacheBytes: number;
  omdb: { apiKey: string | null; baseUrl: string };
  googleBooks: { apiKey: string | null; baseUrl: string };
  /** Search needs the key; links work without it through oEmbed. The player runs in the browser. */
  youtube: { apiKey: string | null; baseUrl: string; oembedUrl: string; iframeApiUrl: string; playerHost: string };
  /** Nominatim by default; Google Geocoding when a key is set. */
  geocoding: { googleApiKey: string | null; googleBaseUrl: string; nominatimBaseUrl: string };
  /** Leaflet tile template, sent to the browser and allowed by the CSP. */
  mapTileUrl: string;
  uploadMaxBytes: number;
  /** Photos processed at once on one instance (platform/photo-pool.ts). */
  photoConcurrency: number;
  /** Uploads of one space that may wait for a slot; one more, from that space only, gets a 503 with Retry-After. */
  photoQueuePerSpace: number;
  /** Bytes per second all of one instance's exports may send together (EXPORT_MB_PER_SECOND; 0 = no limit). */
  exportBytesPerSecond: number;
  /** What one space may hold (SPACE_MAX_ROWS, SPACE_MAX_PHOTO_MB; 0 = no limit). */
  spaceLimits: SpaceLimits;
  /** How often special-date reminders are computed; 0 turns the job off (it also runs at start). */
  reminderIntervalMs: number;
  /**
   * Whole-server backups (features/backup): `schedule` is a cron expression in the server's time
   * zone (null = off); `dir` is a folder, or with S3 a key prefix in the bucket (null = default).
   */
  backup: { schedule: string | null; keep: number; dir: string | null };
  /** Photos in an S3-compatible bucket instead of DATA_DIR/uploads; null = local disk. */
  s3: S3Config | null;
  /** Web Push: the hosts the server may post to and the VAPID key override (config-push.ts). */
  push: PushConfig;
  /** Where the built front end is served from. */
  clientDir: string;
}

export class ConfigError extends Error {}

export function loadConfig(givenEnv: Record<string, string | undefined> = process.env): Config {
  const { env, issues: fileIssues } = readSecretFiles(givenEnv);
  if (fileIssues.length) throw new ConfigError(`Invalid configuration:\n${fileIssues.join('\n')}`);
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const { s3, issues: s3Issues } = s3From(e);
  const { push, issues: pushIssues } = pushFrom(e);
  const issues = [...s3Issues, ...pushIssues];
  if (issues.length) throw new ConfigError(`Invalid configuration:\n${issues.join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    maxSpaceMembers: e.MAX_SPACE_MEMBERS,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    sessionDays: e.SESSION_DAYS,
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    login: {
      maxPerIp: e.LOGIN_MAX_PER_IP,
      maxPerEmail: e.LOGIN_MAX_PER_EMAIL,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    },
    catalogMaxPerMinute: e.CATALOG_MAX_PER_MINUTE,
    outsideTimeoutMs: e.OUTSIDE_TIMEOUT_SECONDS * 1000,
    sseHeartbeatMs: e.SSE_HEARTBEAT_SECONDS * 1000,
    sseMaxPerMember: e.SSE_MAX_PER_MEMBER,
    readCacheBytes: (e.READ_CACHE_MB || READ_CACHE_DEFAULT_MB[e.DATABASE_URL ? 'postgres' : 'pglite']) * 2 ** 20,
    omdb: { apiKey: e.OMDB_API_KEY, baseUrl: e.OMDB_BASE_URL },
    googleBooks: { apiKey: e.GOOGLE_BOOKS_API_KEY, baseUrl: e.GOOGLE_BOOKS_BASE_URL },
    youtube: {
      apiKey: e.YOUTUBE_API_KEY,
      baseUrl: e.YOUTUBE_API_BASE_URL,
      oembedUrl: e.YOUTUBE_OEMBED_URL,
      iframeApiUrl: e.YOUTUBE_IFRAME_API_URL,
      playerHost: e.YOUTUBE_PLAYER_HOST,
    },
    geocoding: {
      googleApiKey: e.GOOGLE_MAPS_API_KEY,
      googleBaseUrl: e.GOOGLE_GEOCODING_BASE_URL,
      nominatimBaseUrl: e.NOMINATIM_BASE_URL,
    },
    mapTileUrl: e.MAP_TILE_URL,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    photoConcurrency: e.PHOTO_CONCURRENCY,
    photoQueuePerSpace: e.PHOTO_QUEUE_PER_SPACE,
    exportBytesPerSecond: e.EXPORT_MB_PER_SECOND * 2 ** 20,
    spaceLimits: { maxRows: e.SPACE_MAX_ROWS, maxPhotoBytes: e.SPACE_MAX_PHOTO_MB * 2 ** 20 },
    reminderIntervalMs: e.REMINDER_INTERVAL_MINUTES * 60_000,
    backup: { schedule: e.BACKUP_SCHEDULE, keep: e.BACKUP_KEEP, dir: e.BACKUP_DIR },
    s3,
    push,
    clientDir: path.resolve('dist/client'),
  };
}
