/**
 * React's entry points answered by Preact 11's compatibility layer, in the build and in the client's
 * unit tests alike (the tests test what ships). The sources keep importing `react` and `react-dom`
 * with React's types: preact/compat is ~15 KB brotli where React DOM was ~60 KB in every page's first
 * load (decision 020, amended 2026-11-27 (5)). Going back to React is removing these aliases.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // @testing-library/react takes `act` from here when `react` has none (preact/compat has none).
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
