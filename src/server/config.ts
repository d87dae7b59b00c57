import path from 'node:path';
import { z } from 'zod';

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

const optionalText = z
  .string()
  .optional()
  .transform((s) => (s && s.trim() ? s.trim() : null));

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
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((s) => s === 'true' || s === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_DAYS: intFrom(30, 1),
  LOGIN_MAX_PER_IP: intFrom(30, 1),
  LOGIN_MAX_PER_EMAIL: intFrom(10, 1),
  LOGIN_WINDOW_MINUTES: intFrom(15, 1),
  CATALOG_MAX_PER_MINUTE: intFrom(60, 1),
  SSE_HEARTBEAT_SECONDS: intFrom(25, 1),
  OMDB_API_KEY: optionalText,
  OMDB_BASE_URL: url('https://www.omdbapi.com'),
  GOOGLE_BOOKS_API_KEY: optionalText,
  GOOGLE_BOOKS_BASE_URL: url('https://www.googleapis.com/books/v1'),
  UPLOAD_MAX_BYTES: intFrom(1_048_576, 1),
  REMINDER_INTERVAL_MINUTES: intFrom(60, 0),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  maxSpaceMembers: number;
  publicUrl: string | null;
  trustProxy: boolean;
  logLevel: string;
  sessionDays: number;
  login: { maxPerIp: number; maxPerEmail: number; windowMs: number };
  catalogMaxPerMinute: number;
  sseHeartbeatMs: number;
  omdb: { apiKey: string | null; baseUrl: string };
  googleBooks: { apiKey: string | null; baseUrl: string };
  uploadMaxBytes: number;
  /** How often special-date reminders are computed; 0 turns the job off (it also runs at start). */
  reminderIntervalMs: number;
  /** Where the built front end is served from. */
  clientDir: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
    login: {
      maxPerIp: e.LOGIN_MAX_PER_IP,
      maxPerEmail: e.LOGIN_MAX_PER_EMAIL,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    },
    catalogMaxPerMinute: e.CATALOG_MAX_PER_MINUTE,
    sseHeartbeatMs: e.SSE_HEARTBEAT_SECONDS * 1000,
    omdb: { apiKey: e.OMDB_API_KEY, baseUrl: e.OMDB_BASE_URL },
    googleBooks: { apiKey: e.GOOGLE_BOOKS_API_KEY, baseUrl: e.GOOGLE_BOOKS_BASE_URL },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    reminderIntervalMs: e.REMINDER_INTERVAL_MINUTES * 60_000,
    clientDir: path.resolve('dist/client'),
  };
}
