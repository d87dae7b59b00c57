/**
 * Every language's catalogues but Turkish (which the words files hold themselves): per language,
 * its list of loaders, one per words file, itself loaded only when that language is wanted (a
 * Turkish member's page never downloads even the list). The page loads a file's catalogue with
 * the file, only in that language; the server loads them all at start (platform/language.ts).
 */
import type { CatalogueLoaders } from './words';
import type { DEFAULT_LANGUAGE, Language } from './languages';

export const catalogueLoaders: Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, () => Promise<CatalogueLoaders>> = {
  en: () => import('../en').then((m) => m.english),
};
