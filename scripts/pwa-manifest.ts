/** The web app manifest (vite-plugin-pwa writes it as manifest.webmanifest). Icons: scripts/make-icons.ts. */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { THEME_COLORS } from '../src/shared/theme-init';
import { SHARE_ACTION, SHARE_FIELDS } from '../src/shared/share';

export const pwaManifest: Partial<ManifestOptions> = {
  name: 'Defterimiz',
  short_name: 'Defterimiz',
  description: 'Bir çiftin ortak defteri: filmler, diziler, kitaplar, alıntılar, anılar ve mekanlar; telefonda, bağlantı yokken de.',
  lang: 'tr',
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
    { name: 'Yeni Anı', short_name: 'Yeni Anı', url: '/memories', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Günün Şarkısı', short_name: 'Şarkı', url: '/music', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Oyun', short_name: 'Oyun', url: '/movie-game', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
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
};
