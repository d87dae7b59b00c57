/**
 * Words that follow the language (decision 030). A words file keeps its Turkish as it always
 * did, wrapped once per exported object or sentence:
 *
 *   export const moviesMessages = words('movies-words', 'moviesMessages', { title: 'Filmler', … });
 *
 * and every call site keeps reading `moviesMessages.title`. The object is a view: each read gives
 * the word of the language active at that moment (the signed-in member's in the page; on the
 * server the requester's, or the recipient's while a notification is written, through
 * setLanguageSource), from that language's catalogue of the file (src/shared/en/movies-words.ts),
 * typed by CatalogueOf so a word missing there fails the typecheck. A word a catalogue lacks at
 * run time falls back to the Turkish one; nested objects and arrays are views too, and functions
 * (sentences with values) are picked when called, so holding `moviesMessages.labels` or a
 * sentence function is safe. Only a string read and kept (a module-level constant, a zod message
 * given as a string) keeps the language of the moment it was read: zod messages are functions.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/** What a language's catalogue holds for a Turkish value: the same shape, any text. */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Words<R>
    : T extends object
      ? { readonly [K in keyof T]: Words<T[K]> }
      : T;

/** Never present at run time: marks a words view in the types (its shape and its file) so a catalogue can require its twin. */
declare const twinMark: unique symbol;
export type Translatable<T, F extends string = string> = Words<T> & { readonly [twinMark]: { words: Words<T>; file: F } };

/**
 * The catalogue of one words file in another language: every words export the Turkish module
 * registers under `file` (the module's type and its file name, e.g. 'movies-words'), by its export
 * name, with the same shape. What the module re-exports from another words file is that file's.
 */
export type CatalogueOf<M, F extends string> = {
  -readonly [K in keyof M as M[K] extends { readonly [twinMark]: { file: F } } ? K : never]: M[K] extends { readonly [twinMark]: { words: infer W } } ? W : never;
};

/** A loaded catalogue: export name → its words. */
export type Catalogue = Readonly<Record<string, unknown>>;

/** A language's catalogues, one loader per words file (src/shared/en/index.ts). */
export type CatalogueLoaders = Readonly<Record<string, () => Promise<{ default: Catalogue }>>>;

let languageSource: () => Language = () => DEFAULT_LANGUAGE;

/** Who decides the active language: the page's member (client), the request or recipient (server). */
export function setLanguageSource(source: () => Language) {
  languageSource = source;
}

export const currentLanguage = (): Language => languageSource();

const catalogues = new Map<string, Catalogue>();
const seenFiles = new Set<string>();
const turkishOfView = new WeakMap<object, unknown>();
const registered = new Map<string, unknown>();

/**
 * Asked when a catalogue is wanted but not loaded: at a words file's first evaluation in another
 * language (`late` false), or when a word is read before its catalogue arrived (`late` true). The
 * page loads it (lib/language.ts); the server has loaded every catalogue at start.
 */
type CatalogueRequest = (language: Language, file: string, late: boolean) => void;
let requestCatalogue: CatalogueRequest | undefined;

export function setCatalogueRequest(request: CatalogueRequest | undefined) {
  requestCatalogue = request;
}

const key = (language: Language, file: string) => `${language}/${file}`;

export function addCatalogue(language: Language, file: string, catalogue: Catalogue) {
  catalogues.set(key(language, file), catalogue);
}

export const hasCatalogue = (language: Language, file: string) => language === DEFAULT_LANGUAGE || catalogues.has(key(language, file));

/** The words files evaluated so far (a language switch loads each one's catalogue). */
export const wordsFiles = (): ReadonlySet<string> => seenFiles;

/** Every registered words export, `file/name` → its view (for the tests that walk them all). */
export const registeredWords = (): ReadonlyMap<string, unknown> => registered;

function lookup(language: Language, file: string, name: string, path: readonly PropertyKey[]): unknown {
  const catalogue = catalogues.get(key(language, file));
  if (!catalogue) {
    requestCatalogue?.(language, file, true);
    return undefined;
  }
  let value: unknown = catalogue[name];
  for (const step of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[step];
  }
  return value;
}

type AnyFunction = (...args: unknown[]) => unknown;

/** A sentence picked when called, so a held reference follows the language too. */
function sentence(file: string, name: string, path: readonly PropertyKey[], turkish: AnyFunction): AnyFunction {
  const pick = function (this: unknown, ...args: unknown[]) {
    const language = languageSource();
    const translated = language === DEFAULT_LANGUAGE ? undefined : lookup(language, file, name, path);
    return (typeof translated === 'function' ? (translated as AnyFunction) : turkish).apply(this, args);
  };
  turkishOfView.set(pick, turkish);
  return pick;
}

function view(file: string, name: string, path: readonly PropertyKey[], turkish: object): object {
  const children = new Map<PropertyKey, unknown>();
  const proxy = new Proxy(turkish, {
    get(target, property, receiver) {
      // Symbols and inherited members (an array's map, length's getter…) are the object's own machinery.
      if (typeof property === 'symbol' || !Object.hasOwn(target, property)) return Reflect.get(target, property, receiver);
      const value = (target as Record<string, unknown>)[property];
      if (typeof value === 'function' || (value !== null && typeof value === 'object')) {
        let child = children.get(property);
        if (!child) {
          const at = [...path, property];
          child = typeof value === 'function' ? sentence(file, name, at, value as AnyFunction) : view(file, name, at, value);
          children.set(property, child);
        }
        return child;
      }
      const language = languageSource();
      if (language === DEFAULT_LANGUAGE) return value;
      const translated = lookup(language, file, name, [...path, property]);
      return translated === undefined ? value : translated;
    },
  });
  turkishOfView.set(proxy, turkish);
  return proxy;
}

/**
 * Registers the Turkish words of one export of a words module and returns their view. `file` is
 * the module's name (its catalogues are src/shared/<language>/<file>.ts) and `name` its export
 * name; src/shared/i18n/catalogues.test.ts holds both to the truth.
 */
export function words<const F extends string, const T extends object>(file: F, name: string, turkish: T): Translatable<T, F> {
  seenFiles.add(file);
  const language = languageSource();
  if (!hasCatalogue(language, file)) requestCatalogue?.(language, file, false);
  const made = typeof turkish === 'function' ? sentence(file, name, [], turkish as AnyFunction) : view(file, name, [], turkish);
  registered.set(`${file}/${name}`, made);
  return made as unknown as Translatable<T, F>;
}

/**
 * What `read` gives in each language (those whose catalogues are loaded; the others fall back to
 * Turkish): to recognise a stored default, such as a special date still named as it was made.
 * Synchronous, so nothing else runs in between.
 */
export function inEveryLanguage<T>(read: () => T): T[] {
  return LANGUAGES.map((language) => readIn(language, read));
}

/** What `read` gives in `language`, synchronously (the build's manifests; the server has inLanguage). */
export function readIn<T>(language: Language, read: () => T): T {
  const saved = languageSource;
  languageSource = () => language;
  try {
    return read();
  } finally {
    languageSource = saved;
  }
}

/**
 * The Turkish words behind a view, for composing one words object from another
 * (`{ ...turkishOf(formWords), … }`): spreading the view itself would copy the words of the
 * language active while the module loads.
 */
export function turkishOf<V extends { readonly [twinMark]: { words: unknown } }>(translatable: V): V[typeof twinMark]['words'] {
  const turkish = turkishOfView.get(translatable as object);
  if (turkish === undefined) throw new Error('turkishOf: not a words view');
  return turkish as V[typeof twinMark]['words'];
}
