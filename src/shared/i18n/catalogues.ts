/**
 * Every language's catalogues but Turkish (which the words files hold themselves), one loader per
 * words file: the page loads a file's catalogue with the file, only in that language; the server
 * loads them all at start (platform/language.ts).
 */
import type { CatalogueLoaders } from './words';
import type { DEFAULT_LANGUAGE, Language } from './languages';
import { english } from '../en';

export const catalogueLoaders: Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, CatalogueLoaders> = { en: english };
