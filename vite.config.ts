import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';
import { languageManifests, pwaManifest } from './scripts/pwa-manifest';
import { inlineThemeInit, preloadStylesheets } from './scripts/inline-theme-init';
import { routePreloads } from './scripts/route-preloads';
import { CATALOGUE_CHUNKS, catalogueChunkName, catalogueChunks } from './scripts/catalogue-chunks';
import { leanIcons } from './scripts/lean-icons';

export default defineConfig({
  plugins: [
    react(),
    leanIcons(),
    tailwindcss(),
    inlineThemeInit(),
    preloadStylesheets(),
    routePreloads(),
    catalogueChunks(),
    languageManifests(),
    // Installable app + service worker (src/sw/sw.ts). Registration is ours (lib/register-sw.ts,
    // production only), so dev and Vitest never see a worker.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: pwaManifest,
      // Another language's words are not precached: a Turkish member's phone never downloads them; the
      // worker keeps an English member's as they load (src/sw/sw.ts).
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'], globIgnores: ['**/*.map', ...CATALOGUE_CHUNKS.map((dir) => `${dir}/**`)] },
      // The worker is written before precompress runs, so its .br/.gz twins are of the final file.
      integration: { closeBundleOrder: 'pre' },
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Written to disk for reading stack traces, not linked from the bundles; the server never
    // serves them (app.ts), so the readable source does not leave the machine.
    sourcemap: 'hidden',
    // Leaflet's marker images stay files: inlined, the places page's first load carried the
    // still map's marker as 3 KB of base64 (decision 021); as a file it loads beside the tiles.
    assetsInlineLimit: (file) => (/leaflet[\\/]dist[\\/]images[\\/]/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        // Each language's catalogues under assets/<language>/ (decision 030); every other chunk by its
        // hash alone (decision 020, amended 2026-11-27 (4)).
        chunkFileNames: catalogueChunkName,
        // Lower-case letters and digits: they compress better than base64's in the import lines of
        // every chunk (0.1-0.3 KB a page), and no file name starts with '-'.
        hashCharacters: 'base36',
        // React, React DOM and TanStack Query in one chunk, which the entry needs anyway: left to
        // itself the bundler cut TanStack Query into several small chunks once a lazily loaded
        // module used it too, and small chunks compress worse (~1 KB more per page; decision 020).
        codeSplitting: {
          // Vite's preload helper and the share words too: the entry needs them, and left alone each
          // became a chunk of its own (a request more on every page) once lazily loaded modules used
          // them as well (the places map view; the share reading, loaded when something is shared).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][^\\/]+)[\\/]|vite[\\/]preload-helper|src[\\/]shared[\\/](share-words|messages|features[\\/])/,
            },
            // The cards of /movies, /series and /books with their İkimiz controls and status labels (the
            // list form's words load with the form: decision 020, amended 2026-11-27 (4)), loaded by
            // those three pages together and by no other first: one chunk instead of five, which
            // compresses better (decision 020, amended 2026-11-27). 'Bu akşam ne izlesek?' is in it
            // though /books does not show it (0.7 KB more there, 0.3-0.4 KB less on the other two).
            // Only the modules named: their dependencies are loaded by other pages too, and each sits
            // in a chunk those pages load, so this one imports them and none imports it back.
            {
              name: 'list-cards',
              test: /src[\\/](client[\\/]ui[\\/](ListItemCard|MediaCard|ikimiz[\\/](api|ListControls|WishButton|use-list-ikimiz|TonightButton))\.tsx?|shared[\\/]list-status-words\.ts)$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
