/**
 * Where the build puts each language's catalogues (decision 030): src/shared/<language>/*.ts become
 * chunks under assets/<language>/, which the service worker leaves out of its precache (a Turkish
 * member never downloads English) and keeps as they load for a member of that language.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '../src/shared/i18n/languages';

const catalogueLanguages = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE);

/** The folders of the catalogue chunks, one per language: assets/en. */
export const CATALOGUE_CHUNKS = catalogueLanguages.map((language) => `assets/${language}`);

const catalogueModule = new RegExp(`[\\\\/]src[\\\\/]shared[\\\\/](${catalogueLanguages.join('|')})[\\\\/][^\\\\/]+\\.ts$`);

/** Rolldown's chunkFileNames: a catalogue chunk in its language's folder, every other chunk as Vite names it. */
export function catalogueChunkName(chunk: { facadeModuleId: string | null }): string {
  const language = chunk.facadeModuleId ? catalogueModule.exec(chunk.facadeModuleId)?.[1] : undefined;
  return language ? `assets/${language}/[name]-[hash].js` : 'assets/[name]-[hash].js';
}
