import { describe, expect, it } from 'vitest';
import { addCatalogue, readIn, registeredWords, turkishOf } from './words';
import { english } from '../en';

/**
 * Every words file has its English twin (decision 030): a words file another branch adds without
 * wrapping its objects in words(), or without a catalogue in src/shared/en/, fails here with its
 * name; a key missing from a catalogue fails the typecheck (CatalogueOf).
 */
const sources = import.meta.glob<string>(['../*.ts', '!../*.test.ts'], { query: '?raw', import: 'default', eager: true });
const modules = import.meta.glob<Record<string, unknown>>(['../*.ts', '!../*.test.ts'], { eager: true });
const fileOf = (path: string) => path.replace(/^.*\//, '').replace(/\.ts$/, '');

const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/;
/** Exports that hold Turkish letters as data, not words: the search's letter folding. */
const NOT_WORDS = new Set(['game-rules.foldName']);
/** Turkish text an export holds, found deeply (a function by its source). */
function holdsTurkish(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value === 'string') return TURKISH_LETTERS.test(value);
  if (typeof value === 'function') return TURKISH_LETTERS.test(Function.prototype.toString.call(value));
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  return Object.values(value).some((v) => holdsTurkish(v, seen));
}

const views = new Set([...registeredWords().values()]);
const registeredFiles = new Set([...registeredWords().keys()].map((key) => key.split('/')[0]));

describe('every words file has an English catalogue', () => {
  it('every *-words.ts file puts its words in words()', () => {
    const unwrapped = Object.keys(sources).map(fileOf).filter((file) => file.endsWith('-words') && !registeredFiles.has(file));
    expect(unwrapped, 'words files without words(): wrap their objects (docs/adding-a-feature.md, Words)').toEqual([]);
  });

  it('every words() call names the file it is in', () => {
    for (const [path, source] of Object.entries(sources)) {
      for (const match of source.matchAll(/\bwords\(\s*'([^']+)'/g)) expect(match[1], path).toBe(fileOf(path));
    }
  });

  it('no exported object or sentence of a words file holds Turkish outside words()', () => {
    const leaks: string[] = [];
    for (const [path, module] of Object.entries(modules)) {
      if (!registeredFiles.has(fileOf(path))) continue;
      for (const [name, value] of Object.entries(module)) {
        // Arrays of stored values ('İzlenecek') are data, their labels are words.
        if (Array.isArray(value) || views.has(value) || typeof value === 'string' || NOT_WORDS.has(`${fileOf(path)}.${name}`)) continue;
        if ((typeof value === 'object' || typeof value === 'function') && holdsTurkish(value)) leaks.push(`${fileOf(path)}.${name}`);
      }
    }
    expect(leaks, 'exports with Turkish text outside words(): wrap them, or build them from words').toEqual([]);
  });

  it('every words file has an English catalogue, and every catalogue a words file', () => {
    const missing = [...registeredFiles].filter((file) => !(file in english)).sort();
    expect(missing, 'words files without src/shared/en/<file>.ts (listed in en/index.ts)').toEqual([]);
    expect(Object.keys(english).filter((file) => !registeredFiles.has(file))).toEqual([]);
  });

  it('each catalogue has the same exports and shape as its Turkish words, and is English', async () => {
    for (const [file, load] of Object.entries(english)) {
      const catalogue = (await load()).default as Record<string, unknown>;
      const names = [...registeredWords().keys()].filter((key) => key.startsWith(`${file}/`)).map((key) => key.slice(file.length + 1));
      expect(Object.keys(catalogue).sort(), file).toEqual(names.sort());
      for (const name of names) {
        const turkish = turkishOf(registeredWords().get(`${file}/${name}`) as never);
        expectSameShape(turkish, catalogue[name], `${file}.${name}`);
      }
    }
  });
});

function expectSameShape(turkish: unknown, translated: unknown, at: string) {
  if (typeof turkish === 'function') return expect.soft(typeof translated, at).toBe('function');
  if (typeof turkish === 'string') {
    expect.soft(typeof translated, at).toBe('string');
    return expect.soft(translated, `${at} is still Turkish`).not.toMatch(TURKISH_LETTERS);
  }
  if (Array.isArray(turkish)) {
    expect(Array.isArray(translated), at).toBe(true);
    // A bank of sentences (love quotes) may differ in length; anything else keeps its places.
    if (turkish.every((v) => typeof v === 'string' && v.length > 40)) return;
    expect.soft((translated as unknown[]).length, at).toBe(turkish.length);
  }
  if (turkish !== null && typeof turkish === 'object') {
    for (const [key, value] of Object.entries(turkish)) expectSameShape(value, (translated as Record<string, unknown>)[key], `${at}.${key}`);
  }
}

describe('words follow the language of the moment', () => {
  it('strings, nested objects, arrays and sentences read the active language; a missing word falls back to Turkish', async () => {
    const { words } = await import('./words');
    const view = words('test-words', 'sample', { title: 'Başlık', nested: { deep: 'Derin', only: 'Yalnız' }, list: ['bir', 'iki'], hello: (n: string) => `Merhaba ${n}` });
    addCatalogue('en', 'test-words', { sample: { title: 'Title', nested: { deep: 'Deep' }, list: ['one', 'two'], hello: (n: string) => `Hello ${n}` } });
    const held = view.hello;
    const heldNested = view.nested;
    expect(readIn('tr', () => [view.title, view.nested.deep, view.list[1], view.hello('Ayşe')])).toEqual(['Başlık', 'Derin', 'iki', 'Merhaba Ayşe']);
    expect(readIn('en', () => [view.title, view.nested.deep, view.list[1], view.hello('Ayşe')])).toEqual(['Title', 'Deep', 'two', 'Hello Ayşe']);
    // A held sentence or nested object still follows; a word the catalogue lacks is Turkish.
    expect(readIn('en', () => [held('Can'), heldNested.deep, heldNested.only])).toEqual(['Hello Can', 'Deep', 'Yalnız']);
    expect(readIn('en', () => view.list.map((w) => w.toUpperCase()))).toEqual(['ONE', 'TWO']);
    // turkishOf gives the Turkish behind a view whatever the language (for composing words objects).
    expect(readIn('en', () => turkishOf(view).title)).toBe('Başlık');
  });

  it('a date is written the English way in English, the Turkish way in Turkish', async () => {
    const { formatDate } = await import('../dates');
    const { loadEnglish } = { loadEnglish: async () => addCatalogue('en', 'dates-words', (await english['dates-words']()).default) };
    await loadEnglish();
    expect(readIn('tr', () => formatDate('2025-02-14', { weekday: true }))).toBe('14 Şubat 2025 Cuma');
    expect(readIn('en', () => formatDate('2025-02-14', { weekday: true }))).toBe('Friday, 14 February 2025');
  });
});
