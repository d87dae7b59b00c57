/**
 * The page's language (decision 030): the signed-in member's, remembered on this device so the
 * next visit starts in it; before anyone signs in, the browser's (English when it prefers
 * English, else Turkish). A words file's catalogue in another language is its own chunk, loaded
 * when the file is and only in that language: main.tsx and lazy pages and parts wait for the
 * catalogues their modules asked for (wordsReady), so a page never draws in Turkish first.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, type Language } from '../../shared/i18n/languages';
import { addCatalogue, hasCatalogue, setCatalogueRequest, setLanguageSource, wordsFiles, type Catalogue } from '../../shared/i18n/words';
import { catalogueLoaders } from '../../shared/i18n/catalogues';
import { messages } from '../../shared/messages';

/** Where the member's language is remembered (cleared at sign-out, when the browser's applies again). */
export const LANGUAGE_KEY = 'lang';

let active: Language = DEFAULT_LANGUAGE;
setLanguageSource(() => active);

const loading = new Map<string, Promise<boolean>>();
const pending = new Set<Promise<boolean>>();
const listeners = new Set<() => void>();
let drawn = 0;

const notify = () => listeners.forEach((listener) => listener());

declare const __CATALOGUE_VERSION__: string;

/**
 * One file's catalogue in a language. The build names each by its file in a folder of the build's
 * version (scripts/catalogue-chunks.ts), so the page asks for it directly; in development and tests,
 * through the language's list of loaders (which the build leaves out).
 */
const catalogueOf = (language: Exclude<Language, typeof DEFAULT_LANGUAGE>, file: string): Promise<{ default: Catalogue } | undefined> =>
  import.meta.env.PROD
    ? import(/* @vite-ignore */ `/assets/${language}/${__CATALOGUE_VERSION__}/${file}.js`)
    : catalogueLoaders[language]().then((loaders) => loaders[file]?.());

/** Loads one catalogue (once); true when it arrived now. A failed load (offline) is forgotten: the Turkish words stand meanwhile. */
function load(language: Language, file: string): Promise<boolean> {
  if (hasCatalogue(language, file)) return Promise.resolve(false);
  const key = `${language}/${file}`;
  let promise = loading.get(key);
  if (!promise) {
    if (language === DEFAULT_LANGUAGE) return Promise.resolve(false);
    // A words file without one in this language shows Turkish (catalogues.test.ts fails on it).
    const started: Promise<boolean> = catalogueOf(language, file).then(
      (module) => {
        if (!module) return false;
        addCatalogue(language, file, module.default);
        return true;
      },
      () => {
        loading.delete(key);
        return false;
      },
    );
    promise = started;
    loading.set(key, started);
    pending.add(started);
    void started.finally(() => pending.delete(started));
  }
  return promise;
}

// A words file evaluated in another language asks for its catalogue at once; a word read before
// its catalogue arrived (a module loaded past the waits below) draws the page again when it has.
setCatalogueRequest((language, file, late) => {
  const arrived = load(language, file);
  if (late) void arrived.then((now) => now && language === active && (drawn++, notify()));
});

/** Resolves once every catalogue asked for so far has arrived (or failed). */
export async function wordsReady(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

function stored(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The browser's language as the app speaks it: English when it prefers English, else Turkish. */
export const browserLanguage = (): Language => pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);

/**
 * Where a page load starts: the member's language remembered here, else the browser's. On a
 * member's page with nothing remembered (a first visit on this device) it starts in Turkish, which
 * asks for no catalogue, until the session (preloaded with the page) names the member's: a Turkish
 * member on an English browser no longer loads English catalogues for nothing (main.tsx).
 */
export const startingLanguage = (memberPage = false): Language => stored() ?? (memberPage ? DEFAULT_LANGUAGE : browserLanguage());

/** What the document says about itself: its language, description and manifest (named in the language). */
function applyToDocument(language: Language) {
  document.documentElement.lang = language;
  document.querySelector('meta[name="description"]')?.setAttribute('content', messages.shell.description);
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = language === DEFAULT_LANGUAGE ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`;
}

/**
 * The language a page load starts in, before anything is drawn: the modules loaded from now on
 * ask for their catalogues as they arrive, and those of the modules already here are asked for
 * now. main.tsx then waits for wordsReady() before the first render.
 */
export function startLanguage(language: Language) {
  active = language;
  applyToDocument(language);
  for (const file of wordsFiles()) void load(language, file);
}

/** The language the page speaks from now on, once the catalogues of every words file loaded so far are here. */
export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([...wordsFiles()].map((file) => load(language, file)));
  if (language === active) return;
  active = language;
  applyToDocument(language);
  notify();
}

/** Remembers the signed-in member's language on this device (null: nobody is signed in). */
export function rememberLanguage(language: Language | null) {
  try {
    if (language) localStorage.setItem(LANGUAGE_KEY, language);
    else localStorage.removeItem(LANGUAGE_KEY);
  } catch {
    // Private mode: the next visit starts from the browser's language and switches once signed in.
  }
}

/** The page's language; a change (or late words) draws the app again (app/App.tsx keys its pages by it). */
export function useLanguage(): { language: Language; drawn: number } {
  const language = useSyncExternalStore(
    subscribe,
    () => active,
    () => active,
  );
  const version = useSyncExternalStore(
    subscribe,
    () => drawn,
    () => drawn,
  );
  return { language, drawn: version };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const pageLanguage = (): Language => active;
