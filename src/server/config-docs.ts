import { SECRET_SETTINGS } from './config-secrets';
import { settingGroups, type Setting } from './config-settings.data';

/** Markdown backticks and links read badly in a shell-style file: `.env.example` gets plain text. */
const plain = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/`/g, '');

const isSecret = (name: string) => (SECRET_SETTINGS as readonly string[]).includes(name);

/** A value `.env` can hold as written (compose and the server both read it). */
const envValue = (value: string) => (/[\s#"'$]/.test(value) ? `"${value}"` : value);

/**
 * `.env.example`: every setting commented out at its default, so a copy to `.env` changes nothing
 * until a line is uncommented. `npm run docs:config` writes it.
 */
export function envExample(): string {
  const lines = [
    '# Defterimiz settings for compose: `cp .env.example .env`, then uncomment and change what you need.',
    '# Every line below shows the default. Made by `npm run docs:config` from src/server/config-settings.data.ts;',
    '# docs/configuration.md says more about each. Secrets (API keys, DATABASE_URL) are best kept as files:',
    '# NAME_FILE=/run/secrets/name instead of NAME=… (see compose.yaml `secrets:`).',
  ];
  for (const group of settingGroups) {
    lines.push('', `# --- ${group.title}`);
    for (const s of group.settings) {
      const note = s.shownDefault && !s.default ? ` Default: ${plain(s.shownDefault)}.` : '';
      lines.push(`# ${plain(s.about)}${note}${isSecret(s.name) ? ` Or ${s.name}_FILE=/path/to/file.` : ''}`);
      lines.push(`# ${s.name}=${envValue(s.default)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const shownDefault = (s: Setting) => s.shownDefault ?? (s.default ? `\`${s.default}\`` : '—');

/** The tables in docs/configuration.md, between its `settings-table` markers. */
export function configTables(): string {
  const out: string[] = [];
  for (const group of settingGroups) {
    out.push(`### ${group.title}`, '', '| Setting | Default | Meaning |', '|---|---|---|');
    for (const s of group.settings) {
      const secret = isSecret(s.name) ? ` Also \`${s.name}_FILE\`.` : '';
      out.push(`| \`${s.name}\` | ${cell(shownDefault(s))} | ${cell([s.about, s.more].filter(Boolean).join(' '))}${secret} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

export const TABLE_START = '<!-- settings-table: made by `npm run docs:config`, do not edit by hand -->';
export const TABLE_END = '<!-- /settings-table -->';

/** docs/configuration.md with its tables replaced by what the settings list makes now. */
export function withTables(page: string): string {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/configuration.md has no ${TABLE_START} … ${TABLE_END}`);
  return `${page.slice(0, start + TABLE_START.length)}\n\n${configTables()}\n${page.slice(end)}`;
}
