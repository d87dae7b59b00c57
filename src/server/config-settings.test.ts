import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSettings, settingNames } from './config';
import { envExample, withTables } from './config-docs';
import { settingGroups } from './config-settings.data';

const root = path.resolve(import.meta.dirname, '../..');
const serverSettings = settingGroups.filter((g) => g.readBy === 'server').flatMap((g) => g.settings);
const unquote = (v: string) => v.replace(/^"(.*)"$/, '$1');

describe('the settings list (the source of .env.example and docs/configuration.md)', () => {
  it('names every setting the server reads, once, and nothing it does not read', () => {
    const listed = serverSettings.map((s) => s.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...settingNames].sort());
  });

  it("gives each default as the schema has it: the default written out changes nothing in the loaded configuration", () => {
    const defaults = parseSettings({}).data;
    for (const s of serverSettings.filter((x) => x.default !== '')) {
      expect({ [s.name]: parseSettings({ [s.name]: s.default }).data }).toEqual({ [s.name]: defaults });
      // The comparison sees each setting: another value gives another result (or is refused).
      expect({ [s.name]: parseSettings({ [s.name]: s.default === '7' ? '8' : '7' }).data }).not.toEqual({ [s.name]: defaults });
    }
  });

  it('writes .env.example with every setting at its default, exactly as `npm run docs:config` makes it', () => {
    const file = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
    const written = new Map([...file.matchAll(/^# ([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], unquote(m[2])]));
    for (const s of settingGroups.flatMap((g) => g.settings)) expect({ [s.name]: written.get(s.name) }).toEqual({ [s.name]: s.default });
    expect(file, 'run `npm run docs:config`').toBe(envExample());
  });

  it('keeps the tables of docs/configuration.md as `npm run docs:config` makes them', () => {
    const page = fs.readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
    for (const name of settingNames) expect(page).toContain(`| \`${name}\` |`);
    expect(page, 'run `npm run docs:config`').toBe(withTables(page));
  });
});
