import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { english } from '../src/shared/en';
import { addCatalogue, readIn, registeredWords, turkishOf } from '../src/shared/i18n/words';
import { LANGUAGE_NAMES } from '../src/shared/i18n/languages';

/**
 * The language walks (decision 030, issue 39): what a page shows, read and aria-labelled, with
 * the couple's own data taken out, must hold no word of the other language. User data is what
 * the page's API answers carried (titles, names, notes, catalogue facts from OMDb): every string
 * of every JSON answer the page received is taken out of its text before the words are read.
 */

/** Letters only Turkish writes, and Turkish words the app uses that are spelled without them. */
const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜâ]/;
const TURKISH_WORDS = new Set(
  ('ve bir bu ile ekle sil iptal yeni henüz lütfen ara hepsi tamam kaydet gün yıl ay saat dakika dizi kitap yer mekan anı ' +
    'alıntı şarkı ayarlar bildirim giriş çıkış kapat aç geri ileri evet hayır daha fazla tüm için gibi olarak veya ama sonra önce ' +
    'bugün dün yarın yok var adı adres tarih notlar puan durum ekleyen yazar yönetmen sezon bölüm listesi devam tahmin oyun ' +
    'haritası harita kapak fotoğraf davet katıl başlayalım şifre kayıt hesap profil tema koyu açık dil seyahat seyahatler'
  ).split(' '),
);
/**
 * English words the app's interface would use, never Turkish ones (proper names like Leaflet or
 * OpenStreetMap are not here, nor words both languages write: film, not, an).
 */
const ENGLISH_WORDS = new Set(
  ('the and add delete edit save cancel close open zoom in out notifications notification search loading settings sign your you ' +
    'new no yet please all more less today yesterday tomorrow day days year month films series books book places place memory ' +
    'memories quote quotes song songs home back next previous show hide menu error failed success added deleted updated from with ' +
    'for of to is are was this that here there what when where who how invite join password email account theme dark light ' +
    'language trip trips map list filter none other share download upload photo photos rating notes address date')
    .split(' '),
);

export type WalkLanguage = 'en' | 'tr';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Collects every string of every JSON answer from /api/ the page receives: the couple's data. */
export function collectUserData(page: Page): Set<string> {
  const data = new Set<string>();
  const take = (value: unknown) => {
    if (typeof value === 'string') {
      // An address shows in parts too ('Göreme, Nevşehir' under its name).
      for (const part of [value, ...value.split(/,\s*/)]) if (part.trim().length > 2) data.add(part.trim());
    } else if (Array.isArray(value)) value.forEach(take);
    else if (value && typeof value === 'object') Object.values(value).forEach(take);
  };
  page.on('response', async (res) => {
    if (!res.url().includes('/api/') || !(res.headers()['content-type'] ?? '').includes('json')) return;
    // An error's answer is the app's words, not data: its words are what the walk reads.
    if (res.status() >= 400) return;
    try {
      take(await res.json());
    } catch {
      // A body already gone (a navigation) holds nothing to take.
    }
  });
  return data;
}

/** The page's visible text and its accessible names, titles and placeholders, as lines. */
async function pageWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines = document.body.innerText.split('\n');
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription]')) {
      // What is hidden from screen readers is never read (react-toastify's hidden timer bar).
      if (el.closest('[aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
        const value = el.getAttribute(name);
        if (value) lines.push(value);
      }
    }
    lines.push(document.title);
    return lines.map((l) => l.trim()).filter(Boolean);
  });
}

/** The words of `lines` that belong to the other language, with the couple's data taken out first. */
export function foreignWords(lines: readonly string[], userData: ReadonlySet<string>, language: WalkLanguage): string[] {
  const data = [...userData].sort((a, b) => b.length - a.length);
  const found = new Set<string>();
  for (const line of lines) {
    // A time zone's name ('America/New_York', the space's zone choice) is the IANA's, not a word.
    if (/^[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+)+$/.test(line.replace(/ /g, '_'))) continue;
    let text = line;
    for (const value of data) if (text.includes(value)) text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(value)}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
    // Each language named in its own language ('Dil': Türkçe, English) is not a word of the page's.
    for (const name of Object.values(LANGUAGE_NAMES)) text = text.split(name).join(' ');
    // A decimal comma (8,5) is Turkish; English groups thousands with one (1,028), never a single decimal.
    if (language === 'en') for (const [n] of text.matchAll(/(?<![\d.,])\d+,\d(?![\d])/g)) found.add(`${n} (in "${line.slice(0, 80)}")`);
    for (const word of text.split(/[^\p{L}']+/u).filter(Boolean)) {
      const bare = word.replace(/'.*$/, '');
      const lower = bare.toLocaleLowerCase(language === 'tr' ? 'tr' : 'en');
      const foreign = language === 'en' ? TURKISH_LETTERS.test(bare) || TURKISH_WORDS.has(lower) : ENGLISH_WORDS.has(bare.toLowerCase());
      if (foreign) found.add(`${word} (in "${line.slice(0, 80)}")`);
    }
  }
  return [...found];
}

/** Fails when the page shows a word of the other language, or its <html lang> is not the walk's. */
export async function expectOnlyLanguage(page: Page, language: WalkLanguage, userData: ReadonlySet<string>, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const found = foreignWords(await pageWords(page), userData, language);
  expect(found, `${where}: words of the other language`).toEqual([]);
}

/** axe's serious and critical violations (html-has-lang, valid-lang and the rest). */
export async function expectAxeClean(page: Page, where: string) {
  // As e2e/a11y.spec.ts does: no transition caught half-way between two colours.
  await page.evaluate(() => {
    const sheet = [...document.styleSheets].find((s) => s.href?.startsWith(location.origin));
    sheet?.insertRule('*, *::before, *::after { transition: none !important; animation: none !important; }', sheet.cssRules.length);
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id} @ ${n.target.join(' ')}`));
  expect(bad, where).toEqual([]);
}

let loaded: Promise<void> | undefined;
/** Every words file and its English catalogue, loaded in the test's process (for enWord). */
function loadWords(): Promise<void> {
  loaded ??= (async () => {
    const dir = fileURLToPath(new URL('../src/shared/', import.meta.url));
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const file of files) await import(`../src/shared/${file}`);
    for (const [file, load] of Object.entries(english)) addCatalogue('en', file, (await load()).default as never);
  })();
  return loaded;
}

/** The English of a Turkish word of the app ('Yeni Film Ekle' → 'Add a film'), found through its catalogue. */
export async function enWord(turkish: string): Promise<string> {
  await loadWords();
  const search = (tr: unknown, en: unknown): string | undefined => {
    if (tr === turkish && typeof en === 'string') return en;
    if (tr && typeof tr === 'object' && en && typeof en === 'object') {
      for (const key of Object.keys(tr)) {
        const hit = search((tr as Record<string, unknown>)[key], (en as Record<string, unknown>)[key]);
        if (hit) return hit;
      }
    }
    return undefined;
  };
  for (const view of registeredWords().values()) {
    if (typeof view === 'function') continue;
    const hit = search(turkishOf(view as never), readIn('en', () => JSON.parse(JSON.stringify(view)) as unknown));
    if (hit) return hit;
  }
  throw new Error(`enWord: no English for '${turkish}'`);
}
