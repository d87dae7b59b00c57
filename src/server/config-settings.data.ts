/**
 * Every setting, in one place: its name, its default as written in `.env`, one line for
 * `.env.example` and the rest for the configuration table in docs/configuration.md. Both files are
 * made from this list (`npm run docs:config`), and config-settings.test.ts fails when a setting of
 * the schema (config.ts, config-push.ts) is missing here, when a default here is not the schema's,
 * or when either file differs from what this list makes. A new setting: add it to the schema and
 * here, then run `npm run docs:config`.
 */
export interface Setting {
  name: string;
  /** The value as written in `.env` ('' = unset); config-settings.test.ts checks the schema agrees. */
  default: string;
  /** The docs table's words for a default that is no single value (e.g. "made at first start"). */
  shownDefault?: string;
  /** One line (Markdown backticks allowed): the comment above it in `.env.example`, and the table's first sentence. */
  about: string;
  /** More for the docs table only (Markdown). */
  more?: string;
}

export interface SettingGroup {
  title: string;
  /** 'compose' settings are read by compose.yaml (interpolation), not by the server. */
  readBy: 'server' | 'compose';
  settings: Setting[];
}

export const settingGroups: SettingGroup[] = [
  {
    title: 'Compose (read by compose.yaml, not by the server)',
    readBy: 'compose',
    settings: [
      { name: 'DEFTERIMIZ_VERSION', default: '0', about: 'The image tag to run: `0` follows every 0.x release, `0.2` its fixes only, `0.2.0` stays put.', more: 'See docs/backups-and-upgrades.md before moving to a new minor version.' },
      { name: 'DEFTERIMIZ_IMAGE', default: 'ghcr.io/defterimiz/defterimiz', about: 'Where the image comes from: a fork publishes its own as `ghcr.io/<owner>/defterimiz`.' },
      { name: 'PUBLISH_ADDRESS', default: '127.0.0.1', about: 'The host address the port is published on: `127.0.0.1` for a proxy on this machine, `0.0.0.0` for other devices.', more: 'With `0.0.0.0` and no proxy, leave `TRUST_PROXY` unset: a client reaching the app directly could write its own address into `X-Forwarded-For`.' },
      { name: 'PUID', default: '1000', about: 'The owner of the data volume on the host (`id -u`): the server runs as this user, never as root.' },
      { name: 'PGID', default: '1000', about: 'Its group (`id -g`).' },
      { name: 'TZ', default: 'Europe/Istanbul', about: 'The server\'s time zone: days, reminders and the backup schedule follow it.' },
    ],
  },
  {
    title: 'Server',
    readBy: 'server',
    settings: [
      { name: 'PORT', default: '3000', about: 'HTTP port (the image listens on 3000; change the published port in compose instead).' },
      { name: 'HOST', default: '0.0.0.0', about: 'Address to listen on.' },
      { name: 'DATA_DIR', default: './data', about: 'The embedded database (`DATA_DIR/db`), photos (`DATA_DIR/uploads`) and backups (`DATA_DIR/backups`); the image uses `/data`.', more: 'Created readable by the server\'s user only (folders 0700, files 0600; an existing `DATA_DIR` is narrowed to 0700 at start).' },
      { name: 'DATABASE_URL', default: '', about: '`postgres://…` to use a PostgreSQL server instead of the embedded PGlite.', more: 'See docs/production.md.' },
      { name: 'MAX_SPACE_MEMBERS', default: '2', about: 'Members a space may have.' },
      { name: 'PUBLIC_URL', default: '', about: 'The address people use (e.g. `https://defter.example.com`): invite links and the accepted Origin.', more: 'Without it, the request\'s own host is used. When it is `https://…`, cookies are always `Secure`. Before the first account exists, `/setup` answers only for this host, `localhost` or an IP address.' },
      { name: 'TRUST_PROXY', default: '', shownDefault: '`false`', about: 'Who may tell the client\'s address and protocol through `X-Forwarded-*`: the proxy\'s address (best), or a hop count.', more: '`127.0.0.1` for Caddy or nginx on the same machine; a comma list of addresses or CIDR ranges, also `loopback`, `uniquelocal`. A hop count (`1` behind one proxy, `2` behind two) believes whoever reaches the port, so only when clients can reach the server through the proxy alone (`HOST=127.0.0.1`, compose\'s default `127.0.0.1` publishing). Only the entries the trusted proxies added are believed, so a forged `X-Forwarded-For` never becomes the client address. `true` is refused at start.' },
      { name: 'LOG_LEVEL', default: 'info', about: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.', more: 'Logs are JSON lines on stdout with the route pattern (never query strings or path values); they never hold passwords, cookies, tokens or a failed query\'s values. See [SECURITY.md](../SECURITY.md).' },
      { name: 'SESSION_DAYS', default: '30', about: 'How long a sign-in lasts at most.' },
      { name: 'SESSION_IDLE_DAYS', default: '14', about: 'A sign-in not used for this many days ends earlier (a forgotten device, a copied cookie).' },
      { name: 'LOGIN_MAX_PER_IP', default: '30', about: 'Login attempts per address per window (IPv6 counted by /64).' },
      { name: 'LOGIN_MAX_PER_EMAIL', default: '10', about: 'Failed login attempts per e-mail per window, from browsers that have not signed in to that account before.', more: 'The same number of tries at the current password in \'Şifreyi değiştir\', per member (a success starts both counts again).' },
      { name: 'LOGIN_WINDOW_MINUTES', default: '15', about: 'The login rate-limit window.' },
      { name: 'CATALOG_MAX_PER_MINUTE', default: '60', about: 'Catalogue searches and lookups per member per minute (the game\'s search and guesses too).' },
      { name: 'OUTSIDE_TIMEOUT_SECONDS', default: '8', about: 'How long one call to an outside service (OMDb, Google Books, YouTube, geocoding) may take.', more: 'Then the person gets a Turkish error; cached answers are still served.' },
      { name: 'SSE_HEARTBEAT_SECONDS', default: '25', about: 'Heartbeat of the live-update stream.' },
      { name: 'SSE_MAX_PER_MEMBER', default: '5', about: 'Live-update streams one member may hold open on one instance; a new one closes the oldest.', more: 'The closed one waits a minute before it reconnects. A stream closes the moment its session ends (logout, password change, a signed-out device).' },
      { name: 'READ_CACHE_MB', default: '', shownDefault: '`16` (embedded database), `64` (PostgreSQL)', about: 'Memory one instance may spend on ready-made list answers, in MB.', more: 'With many couples the least recently read make room; a change forgets its space\'s answers on every instance.' },
      { name: 'UPLOAD_MAX_BYTES', default: '1048576', about: 'Largest photo accepted (after the browser has shrunk it).' },
      { name: 'PHOTO_CONCURRENCY', default: '2', about: 'Photos processed at once on one instance, shared fairly between couples.', more: 'A freed slot goes to the waiting couple with the fewest photos in work. An animated GIF or WebP keeps its first frame only.' },
      { name: 'PHOTO_QUEUE_PER_SPACE', default: '4', about: 'Uploads of one couple that may wait for a slot; one more gets `503` with `Retry-After`.', more: 'Also one that waited 15 s. Another couple\'s upload is never refused for it.' },
      { name: 'EXPORT_MB_PER_SECOND', default: '4', about: 'What all of one instance\'s \'Dışa aktar\' downloads may send together, in MB per second (0: no limit).', more: 'Shared equally between the couples exporting; a couple exports one ZIP at a time (a second gets `429`). A 2 GB space downloads in about nine minutes; a server of one couple may raise it.' },
      { name: 'SPACE_MAX_ROWS', default: '250000', about: 'Records one couple\'s space may hold (0: no limit); a write past it gets a Turkish `409`.', more: '`npm run cli -- space:usage` shows the biggest spaces.' },
      { name: 'SPACE_MAX_PHOTO_MB', default: '50000', about: 'Photo megabytes one space may hold (0: no limit), likewise.' },
      { name: 'REMINDER_INTERVAL_MINUTES', default: '60', about: 'How often special-date reminders are checked (`0`: only at start).' },
    ],
  },
  {
    title: 'Backups',
    readBy: 'server',
    settings: [
      { name: 'BACKUP_SCHEDULE', default: '30 3 * * *', about: 'When the server backs itself up: a cron expression in the server\'s time zone, or `off`.', more: 'Five fields, or six with seconds first; the default is daily at 03:30. See docs/backups-and-upgrades.md.' },
      { name: 'BACKUP_KEEP', default: '14', about: 'How many verified backups are kept; older ones are removed after each new one.' },
      { name: 'BACKUP_DIR', default: '', shownDefault: '`DATA_DIR/backups`', about: 'Where backups go; with `S3_BUCKET` set, a key prefix in that bucket (default `backups`).' },
    ],
  },
  {
    title: 'Outside services',
    readBy: 'server',
    settings: [
      { name: 'OMDB_API_KEY', default: '', about: 'OMDb key for movie and series search and the daily game\'s details; without it the bundled offline catalogue is used.' },
      { name: 'OMDB_BASE_URL', default: 'https://www.omdbapi.com', about: 'OMDb address (tests point it at a local fake).' },
      { name: 'GOOGLE_BOOKS_API_KEY', default: '', about: 'Optional Google Books key (keyless works at a lower quota).' },
      { name: 'GOOGLE_BOOKS_BASE_URL', default: 'https://www.googleapis.com/books/v1', about: 'Google Books address.' },
      { name: 'YOUTUBE_API_KEY', default: '', about: 'YouTube Data API key for music search; without it songs are added by pasting a YouTube link.' },
      { name: 'YOUTUBE_API_BASE_URL', default: 'https://www.googleapis.com/youtube/v3', about: 'YouTube Data API address.' },
      { name: 'YOUTUBE_OEMBED_URL', default: 'https://www.youtube.com/oembed', about: 'oEmbed address that gives a linked video\'s title, channel and cover (no key).' },
      { name: 'YOUTUBE_IFRAME_API_URL', default: 'https://www.youtube.com/iframe_api', about: 'The player script the browser loads (its host is allowed by the CSP).' },
      { name: 'YOUTUBE_PLAYER_HOST', default: 'https://www.youtube-nocookie.com', about: 'The privacy-enhanced player host (the only frame source the CSP allows).' },
      { name: 'GOOGLE_MAPS_API_KEY', default: '', about: 'Optional Google Geocoding key for place search; without it OpenStreetMap Nominatim is used.' },
      { name: 'GOOGLE_GEOCODING_BASE_URL', default: 'https://maps.googleapis.com/maps/api/geocode', about: 'Google Geocoding address.' },
      { name: 'NOMINATIM_BASE_URL', default: 'https://nominatim.openstreetmap.org', about: 'Nominatim address (at most one request a second, answers in Turkish).' },
      { name: 'MAP_TILE_URL', default: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', about: 'Map tiles the browser loads (its host is allowed by the CSP).', more: 'A provider with 512 px tiles can be named with `{r}` (filled with `@2x` on high-density screens).' },
    ],
  },
  {
    title: 'Photos in S3',
    readBy: 'server',
    settings: [
      { name: 'S3_BUCKET', default: '', about: 'Keep photos in this S3-compatible bucket instead of `DATA_DIR/uploads`.', more: 'The bucket stays private: photos are still served only by the app, to members of their space. See docs/production.md.' },
      { name: 'S3_ENDPOINT', default: '', about: 'The S3 address for MinIO, Cloudflare R2, Garage, Backblaze B2, … (unset for AWS itself).' },
      { name: 'S3_REGION', default: 'us-east-1', about: 'The bucket\'s region (`auto` or what the provider documents for non-AWS services).' },
      { name: 'S3_ACCESS_KEY_ID', default: '', about: 'Access key, together with `S3_SECRET_ACCESS_KEY`; without both, the AWS SDK\'s usual chain is used.' },
      { name: 'S3_SECRET_ACCESS_KEY', default: '', about: 'Secret key; never logged or sent anywhere but to the S3 endpoint (as a signature).' },
      { name: 'S3_FORCE_PATH_STYLE', default: 'false', about: '`true` for `https://host/bucket/key` addresses (MinIO, most self-hosted servers).' },
    ],
  },
  {
    title: 'Web Push',
    readBy: 'server',
    settings: [
      { name: 'PUSH_ALLOWED_HOSTS', default: 'fcm.googleapis.com,updates.push.services.mozilla.com,push.services.mozilla.com,web.push.apple.com,*.push.apple.com,*.notify.windows.com', about: 'Comma list of the hosts the server may send Web Push to (`*.` allows subdomains, `host:port` another port).', more: 'A subscription to any other address is refused with a Turkish 400, so the server never calls an address a browser chose.' },
      { name: 'PUSH_MAX_DEVICES_PER_MEMBER', default: '5', about: 'Devices one member may receive push on; one more ends push on their oldest device.' },
      { name: 'VAPID_PUBLIC_KEY', default: '', shownDefault: 'made at first start', about: 'The Web Push public key (`npx web-push generate-vapid-keys`); give both keys or neither.', more: 'Without them the server makes a pair at its first start and keeps it in the database (the same for every instance; not in backups). Changing the pair ends every device\'s subscription.' },
      { name: 'VAPID_PRIVATE_KEY', default: '', shownDefault: 'made at first start', about: 'The Web Push private key.' },
      { name: 'VAPID_SUBJECT', default: '', shownDefault: '`PUBLIC_URL` when https, else `mailto:defterimiz@localhost`', about: 'How push services can reach the operator: `mailto:you@example.com` or an `https://` address.', more: 'Apple\'s push service wants a real one.' },
    ],
  },
];
