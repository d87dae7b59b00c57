import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { SECRET_SETTINGS } from './config-secrets';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-secrets-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function secretFile(name: string, content: string) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

describe('<NAME>_FILE secrets', () => {
  it('reads each secret setting from its file, without the trailing newline', () => {
    const c = loadConfig({
      OMDB_API_KEY_FILE: secretFile('omdb', 'omdb-key\n'),
      YOUTUBE_API_KEY_FILE: secretFile('youtube', 'yt-key\n'),
      GOOGLE_BOOKS_API_KEY_FILE: secretFile('books', 'books-key'),
      GOOGLE_MAPS_API_KEY_FILE: secretFile('maps', '  maps-key \r\n'),
      DATABASE_URL_FILE: secretFile('db', 'postgres://u:p@db:5432/defter\n'),
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY_FILE: secretFile('s3', 's3-secret\n'),
    });
    expect(c.omdb.apiKey).toBe('omdb-key');
    expect(c.youtube.apiKey).toBe('yt-key');
    expect(c.googleBooks.apiKey).toBe('books-key');
    expect(c.geocoding.googleApiKey).toBe('maps-key');
    expect(c.databaseUrl).toBe('postgres://u:p@db:5432/defter');
    expect(c.s3?.credentials).toEqual({ accessKeyId: 'id', secretAccessKey: 's3-secret' });
  });

  it('checks a value read from a file like one given directly', () => {
    expect(() => loadConfig({ DATABASE_URL_FILE: secretFile('bad-db', 'mysql://x\n') })).toThrow(
      'DATABASE_URL: must start with postgres:// or postgresql://',
    );
  });

  it.each(SECRET_SETTINGS)('refuses %s given both directly and as a file, naming both', (name) => {
    const env = { [name]: 'direct', [`${name}_FILE`]: secretFile(`both-${name}`, 'from-file') };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`${name}: both ${name} and ${name}_FILE are set; give only one`);
  });

  it('refuses a missing or empty file with the path, never the content', () => {
    const missing = path.join(dir, 'nope');
    expect(() => loadConfig({ OMDB_API_KEY_FILE: missing })).toThrow(`OMDB_API_KEY_FILE: cannot read ${missing} (ENOENT)`);
    const empty = secretFile('empty', '\n');
    expect(() => loadConfig({ YOUTUBE_API_KEY_FILE: empty })).toThrow(`YOUTUBE_API_KEY_FILE: ${empty} is empty`);
    try {
      loadConfig({ OMDB_API_KEY: 'top-secret-value', OMDB_API_KEY_FILE: secretFile('leak', 'other-secret') });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).not.toContain('top-secret-value');
      expect((err as Error).message).not.toContain('other-secret');
    }
  });

  it('ignores an empty _FILE setting, as an empty setting is unset', () => {
    expect(loadConfig({ OMDB_API_KEY_FILE: '', OMDB_API_KEY: 'k' }).omdb.apiKey).toBe('k');
  });
});
