import fs from 'node:fs';

/**
 * Secret settings may also come from a file (Docker and Podman secrets, systemd credentials):
 * `OMDB_API_KEY_FILE=/run/secrets/omdb` instead of `OMDB_API_KEY=…`. The file's content, without
 * surrounding white space (the newline an editor adds), becomes the setting. Giving both is an
 * error, so it is never a guess which one is used. Messages name the setting and the path, never
 * the content.
 */
export const SECRET_SETTINGS = [
  'OMDB_API_KEY',
  'YOUTUBE_API_KEY',
  'GOOGLE_BOOKS_API_KEY',
  'GOOGLE_MAPS_API_KEY',
  'S3_SECRET_ACCESS_KEY',
  'VAPID_PRIVATE_KEY',
  'DATABASE_URL',
] as const;

type Env = Record<string, string | undefined>;

const given = (value: string | undefined) => value !== undefined && value.trim() !== '';

export function readSecretFiles(env: Env): { env: Env; issues: string[] } {
  const out: Env = { ...env };
  const issues: string[] = [];
  for (const name of SECRET_SETTINGS) {
    const file = env[`${name}_FILE`];
    if (!given(file)) continue;
    if (given(env[name])) {
      issues.push(`  ${name}: both ${name} and ${name}_FILE are set; give only one`);
      continue;
    }
    try {
      const content = fs.readFileSync(file!.trim(), 'utf8').trim();
      if (!content) issues.push(`  ${name}_FILE: ${file} is empty`);
      else out[name] = content;
    } catch (err) {
      issues.push(`  ${name}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  return { env: out, issues };
}
