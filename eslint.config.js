import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';

/** The feature folders of one side, read from disk: a new feature is zoned without an edit here. */
const featureFolders = (dir) => fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/**
 * Server modules of one feature that other features may still import: shared services not yet
 * moved to platform/ (decision 018 lists them as debt). Anything else across features fails lint.
 */
const SERVER_SERVICES = ['notifications/notify.ts', 'notifications/repo.ts', 'settings/repo.ts', 'account/repo.ts', 'lists'];
/** Features that compose others: what each may read besides the services. */
const SERVER_COMPOSERS = {
  home: ['movie-game/service.ts'],
  health: ['backup/last.ts'],
  backup: ['transfer', 'index.ts'],
  transfer: ['index.ts'],
};

/** Feature zones: a feature imports platform and shared, never another feature (its tests aside). */
const featureZones = (dir, allowed = () => []) =>
  featureFolders(dir).map((feature) => ({
    target: `./${dir}/${feature}`,
    from: `./${dir}`,
    except: [...new Set([feature, ...allowed(feature)])].map((p) => `./${p}`),
    message: 'A feature imports platform and shared, never another feature (decision 018); compose features in app/ or the registry.',
  }));

/**
 * The client's floors, top to bottom (decision 024): a floor imports only the floors below it and
 * src/shared. A feature's manifest helpers live in lib/ for that reason: a feature never reaches up
 * into app/, which composes the features.
 */
const CLIENT_FLOORS = ['main.tsx', 'app', 'features', 'ui', 'lib'];
const floorZones = CLIENT_FLOORS.slice(1).map((floor, i) => ({
  target: `./src/client/${floor}`,
  from: CLIENT_FLOORS.slice(0, i + 1).map((above) => `./src/client/${above}`),
  message: `client/${floor} imports only the floors below it (${CLIENT_FLOORS.slice(i + 2).join(', ') || 'none'}) and src/shared, never ${CLIENT_FLOORS.slice(0, i + 1).join(', ')} (decision 024).`,
}));
/** The server's floors below the features: they never import a feature (decision 024). */
const serverFloorZone = {
  target: ['./src/server/platform', './src/server/db', './src/server/catalog'],
  from: './src/server/features',
  message: 'platform, db and catalog sit below the features and never import one; a feature imports them (decision 024).',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // No import circles anywhere in the app: a circle hides which module owns what and breaks
    // initialisation order. Type-only imports count too (they are still a design circle).
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'testing/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // One block for every zone: a second block naming the same rule would replace this one's zones.
    files: ['src/server/**/*.ts', 'src/client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('src/server/features', (f) => [...SERVER_SERVICES, ...(SERVER_COMPOSERS[f] ?? [])]),
            ...featureZones('src/client/features'),
            ...floorZones,
            serverFloorZone,
          ],
        },
      ],
    },
  },
  {
    // Files stay small (decision 024): at most 300 lines of code; comments and blank lines do not
    // count, so explaining why never costs room. Data is not code: recorded answers under
    // fixtures/ and data modules named `*.data.ts` (a bank of questions, a table of values) are
    // exempt, as are the generated migrations (ignored above).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/fixtures/**', '**/*.data.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Playwright fixtures must destructure their (sometimes empty) dependencies.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow one way: the client never reaches into the server.
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**', '*/server/*'], message: 'The client must not import server code; share through src/shared.' }],
          // The styled build injects a <style> the CSP refuses, and keeps its own toast store: a toast
          // sent through it never shows beside the app's container (decision 019).
          // Toasts go through lib/toast.ts, which loads react-toastify with the first one, and the
          // app routes through lib/router.tsx, not React Router (both out of the first load, decision 020).
          paths: [
            { name: 'react-toastify', message: "Use toast from lib/toast.ts (the CSP; one toast store; loaded with the first toast)." },
            { name: 'react-toastify/unstyled', importNames: ['toast', 'ToastContainer'], message: 'Use toast from lib/toast.ts (loaded with the first toast, decision 020).' },
            { name: 'react-router', message: 'Use lib/router.tsx (decision 020).' },
            // lazyPart waits for a module's words in the page's language before drawing it (decision 030).
            { name: 'react', importNames: ['lazy'], message: "Use lazyPart from lib/lazy-page.tsx: it waits for the module's words in the page's language (decision 030)." },
          ],
        },
      ],
    },
  },
  {
    // The one place react-toastify is loaded (with the first toast); the one place React's lazy is wrapped.
    files: ['src/client/lib/toast.ts', 'src/client/lib/lazy-page.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**'], message: 'The server must not import client code; share through src/shared.' }] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**', '**/server/**', 'react', 'drizzle-orm', 'drizzle-orm/*'], message: 'src/shared imports nothing but zod and itself.' }] }],
      // A zod message given as a word read at load time keeps the language of that moment: give
      // it as a function, read when a value fails (decision 030). addIssue's message runs at parse time.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression > ObjectExpression > Property[key.name='error'][value.type=/^(MemberExpression|TemplateLiteral|CallExpression)$/]",
          message: "Give a zod message as a function, `{ error: () => m.word }`: a word read at load time keeps that moment's language (decision 030).",
        },
        {
          selector: "CallExpression[callee.property.name='refine'] > ObjectExpression > Property[key.name='message'][value.type='MemberExpression']",
          message: "Give a refine's message as `{ error: () => m.word }` (decision 030).",
        },
      ],
    },
  },
);
