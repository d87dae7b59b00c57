import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      maxSpaceMembers: 2,
      trustProxy: false,
      sessionDays: 30,
      login: { maxPerIp: 30, maxPerEmail: 10, windowMs: 15 * 60_000 },
      sseHeartbeatMs: 25_000,
    });
  });

  it('backs up daily at 03:30 keeping 14 by default; BACKUP_SCHEDULE=off turns it off; a wrong cron stops the start', () => {
    expect(loadConfig({}).backup).toEqual({ schedule: '30 3 * * *', keep: 14, dir: null });
    expect(loadConfig({ BACKUP_SCHEDULE: 'off', BACKUP_KEEP: '3', BACKUP_DIR: '/srv/yedek' }).backup).toEqual({ schedule: null, keep: 3, dir: '/srv/yedek' });
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'every night' })).toThrow(/BACKUP_SCHEDULE: must be a cron expression/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: must be a whole number ≥ 1/);
  });

  it('sizes the read cache to the database: 16 MB with the embedded one, 64 MB with PostgreSQL; READ_CACHE_MB wins; 0 stops the start', () => {
    expect(loadConfig({}).readCacheBytes).toBe(16 * 2 ** 20);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/defter' }).readCacheBytes).toBe(64 * 2 ** 20);
    expect(loadConfig({ READ_CACHE_MB: '8' }).readCacheBytes).toBe(8 * 2 ** 20);
    expect(loadConfig({ READ_CACHE_MB: '256', DATABASE_URL: 'postgres://u:p@db:5432/defter' }).readCacheBytes).toBe(256 * 2 ** 20);
    expect(() => loadConfig({ READ_CACHE_MB: '0' })).toThrow(/READ_CACHE_MB: must be a whole number ≥ 1/);
  });

  it('paces all exports at 4 MB/s by default; EXPORT_MB_PER_SECOND=0 lifts the limit; a negative rate stops the start', () => {
    expect(loadConfig({}).exportBytesPerSecond).toBe(4 * 2 ** 20);
    expect(loadConfig({ EXPORT_MB_PER_SECOND: '0' }).exportBytesPerSecond).toBe(0);
    expect(loadConfig({ EXPORT_MB_PER_SECOND: '32' }).exportBytesPerSecond).toBe(32 * 2 ** 20);
    expect(() => loadConfig({ EXPORT_MB_PER_SECOND: '-1' })).toThrow(/EXPORT_MB_PER_SECOND: must be a whole number ≥ 0/);
  });

  it('photos: 2 slots per instance and 4 waiting per space by default; a queue of none stops the start', () => {
    expect(loadConfig({})).toMatchObject({ photoConcurrency: 2, photoQueuePerSpace: 4 });
    expect(loadConfig({ PHOTO_QUEUE_PER_SPACE: '1' }).photoQueuePerSpace).toBe(1);
    expect(() => loadConfig({ PHOTO_QUEUE_PER_SPACE: '0' })).toThrow(/PHOTO_QUEUE_PER_SPACE: must be a whole number ≥ 1/);
  });

  it('reads the settings it is given', () => {
    const c = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/defter',
      DATABASE_URL: 'postgresql://u:p@db:5432/defter',
      MAX_SPACE_MEMBERS: '3',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://defter.example/',
      LOGIN_WINDOW_MINUTES: '5',
    });
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe('/srv/defter');
    expect(c.databaseUrl).toBe('postgresql://u:p@db:5432/defter');
    expect(c.maxSpaceMembers).toBe(3);
    expect(c.trustProxy).toBe(1);
    expect(c.login.windowMs).toBe(5 * 60_000);
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8, ::1 ,loopback', ['10.0.0.0/8', '::1', 'loopback']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads TRUST_PROXY=%j as Fastify’s trustProxy %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses TRUST_PROXY=true and says what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'TRUE' })).toThrow(/TRUST_PROXY: true is no longer accepted.*TRUST_PROXY=1 for one/);
  });

  it.each(['yes', '10.0.0.0/33', '1.2.3', 'example.com', '-1'])('refuses TRUST_PROXY=%j', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false, a number of proxies/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number ≥ 0'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ MAX_SPACE_MEMBERS: '0' }, 'MAX_SPACE_MEMBERS: must be a whole number ≥ 1'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must start with postgres:// or postgresql://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ OMDB_BASE_URL: 'not a url' }, 'OMDB_BASE_URL'],
  ])('refuses %j with a clear message naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('lists every bad setting at once', () => {
    try {
      loadConfig({ PORT: 'x', SESSION_DAYS: 'y' });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).toMatch(/^Invalid configuration:\n/);
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('SESSION_DAYS');
    }
  });
});

describe('SESSION_IDLE_DAYS', () => {
  it('is 14 days unless set, and must be a whole number of days, at least 1', () => {
    expect(loadConfig({}).sessionIdleDays).toBe(14);
    expect(loadConfig({ SESSION_IDLE_DAYS: '30' }).sessionIdleDays).toBe(30);
    for (const bad of ['0', '1.5', 'iki']) expect(() => loadConfig({ SESSION_IDLE_DAYS: bad })).toThrow('SESSION_IDLE_DAYS');
  });
});

describe('PUBLIC_URL', () => {
  it('drops a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://defter.example/' }).publicUrl).toBe('https://defter.example');
  });

  it.each(['defter.example', 'ftp://defter.example'])('refuses %s', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow('PUBLIC_URL: must be a full address');
  });
});

describe('MAP_TILE_URL', () => {
  it('defaults to the OpenStreetMap tile server', () => {
    expect(loadConfig({}).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('refuses an address without the {z}/{x}/{y} placeholders', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/map.png' })).toThrow(/MAP_TILE_URL/);
  });
});

describe('YouTube and geocoding', () => {
  it('keeps keys unset by default and uses the public addresses', () => {
    const config = loadConfig({});
    expect(config.youtube).toEqual({
      apiKey: null,
      baseUrl: 'https://www.googleapis.com/youtube/v3',
      oembedUrl: 'https://www.youtube.com/oembed',
      iframeApiUrl: 'https://www.youtube.com/iframe_api',
      playerHost: 'https://www.youtube-nocookie.com',
    });
    expect(config.geocoding).toEqual({
      googleApiKey: null,
      googleBaseUrl: 'https://maps.googleapis.com/maps/api/geocode',
      nominatimBaseUrl: 'https://nominatim.openstreetmap.org',
    });
  });
});

describe('S3 photo storage', () => {
  it('keeps photos on local disk without S3_BUCKET', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('reads a full S3 setup', () => {
    const c = loadConfig({
      S3_BUCKET: 'defter-photos',
      S3_ENDPOINT: 'https://s3.example.com/',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIA1',
      S3_SECRET_ACCESS_KEY: 'sssh',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(c.s3).toEqual({
      bucket: 'defter-photos',
      endpoint: 'https://s3.example.com',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'sssh' },
      forcePathStyle: true,
    });
  });

  it('needs only the bucket on AWS (region us-east-1, the SDK finds the credentials)', () => {
    expect(loadConfig({ S3_BUCKET: 'defter' }).s3).toEqual({
      bucket: 'defter',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_BUCKET: 'Defter_Photos' }, 'S3_BUCKET: must be a bucket name'],
    [{ S3_BUCKET: 'defter', S3_ENDPOINT: 'not an address' }, 'S3_ENDPOINT: must be a full address'],
    [{ S3_BUCKET: 'defter', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: must be true or false'],
    [{ S3_BUCKET: 'defter', S3_REGION: 'Frankfurt am Main' }, 'S3_REGION: must be a region name'],
    [{ S3_BUCKET: 'defter', S3_ACCESS_KEY_ID: 'AKIA1' }, 'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ S3_BUCKET: 'defter', S3_SECRET_ACCESS_KEY: 'sssh' }, 'S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ S3_ENDPOINT: 'https://s3.example.com' }, 'S3_ENDPOINT: needs S3_BUCKET'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never repeats the secret in a refusal', () => {
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: 'very-secret-value' })).toThrow(/^(?![\s\S]*very-secret-value)/);
  });
});
