/**
 * The web app manifest, one per language (decision 030): vite-plugin-pwa writes the Turkish one as
 * manifest.webmanifest, languageManifests() the others as manifest.<language>.webmanifest, which
 * the page links for a member of that language (client/lib/language.ts). Icons: scripts/make-icons.ts.
 */
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { THEME_COLORS } from '../src/shared/theme-init';
import { SHARE_ACTION, SHARE_FIELDS } from '../src/shared/share';
import { manifestWords as w } from '../src/shared/manifest-words';
import { addCatalogue, readIn } from '../src/shared/i18n/words';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../src/shared/i18n/languages';
import { catalogueLoaders } from '../src/shared/i18n/catalogues';

const icon = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };

/** The manifest in the language of the moment. */
const manifest = (language: Language): Partial<ManifestOptions> => ({
  name: 'Defterimiz',
  short_name: 'Defterimiz',
  description: w.description,
  lang: language,
  dir: 'ltr',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#fafaf9',
  theme_color: THEME_COLORS.light,
  categories: ['lifestyle', 'social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // A long press on the installed icon (issue 21).
  shortcuts: [
    { name: w.newMemory, short_name: w.newMemory, url: '/memories', icons: [icon] },
    { name: w.songOfTheDay, short_name: w.song, url: '/music', icons: [icon] },
    { name: w.game, short_name: w.game, url: '/movie-game', icons: [icon] },
  ],
  // The phone's share sheet (issue 21): the service worker takes the POST (src/sw/share.ts), keeps
  // what came under a one-time id and opens the page of its kind with the add form filled.
  share_target: {
    action: SHARE_ACTION,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: SHARE_FIELDS.title,
      text: SHARE_FIELDS.text,
      url: SHARE_FIELDS.url,
      files: [{ name: SHARE_FIELDS.files, accept: ['image/*'] }],
    },
  },
});

export const pwaManifest: Partial<ManifestOptions> = readIn(DEFAULT_LANGUAGE, () => manifest(DEFAULT_LANGUAGE));

/** The page's link to each language's manifest. */
export const manifestFile = (language: Language) => (language === DEFAULT_LANGUAGE ? 'manifest.webmanifest' : `manifest.${language}.webmanifest`);

/** A Vite plugin: the manifest of every language but Turkish, beside vite-plugin-pwa's. */
export function languageManifests(): Plugin {
  return {
    name: 'defterimiz-language-manifests',
    apply: 'build',
    async generateBundle() {
      for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
        const catalogue = await (await catalogueLoaders[language]())['manifest-words']();
        addCatalogue(language, 'manifest-words', catalogue.default);
        const source = JSON.stringify(readIn(language, () => manifest(language)));
        this.emitFile({ type: 'asset', fileName: manifestFile(language), source });
      }
    },
  };
}
