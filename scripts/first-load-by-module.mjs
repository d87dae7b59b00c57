/**
 * `node scripts/first-load-by-module.mjs [--budget] [chunk file…]` after `vite build`: each page's
 * first-load JavaScript as the build has it, brotli, in Turkish and in every other language
 * (scripts/first-load-pages.mjs counts what each loads), and for the chunks named (or the entry)
 * what is in them by module or package: each chunk's brotli size shared out by the minified bytes
 * each source has in it (the build's hidden source maps). Lighthouse's figures come within ~0.3 KB
 * of these (decision 020); what a page loads later at run time (a map, a form) is not counted.
 * With --budget it ends with the pages over 100 KB in any language and exits 1 when there are any.
 */
import { BUDGET_KB, overBudget, readBuild } from './first-load-pages.mjs';

const args = process.argv.slice(2);
const budget = args.includes('--budget');
const named = args.filter((a) => a !== '--budget');
const kb = (n) => n.toFixed(1);
const build = readBuild();
const { chunks, entry, shell } = build;

console.log(`entry and its imports: ${kb(build.shellKB)} KB (${[...shell].map((f) => `${f} (${build.label(f)}) ${kb(chunks[f].br / 1024)}`).join(', ')})`);
for (const page of build.pages) {
  const inLanguages = build.languages.map((l) => `${l} ${kb(page.kb[l]).padStart(6)}`).join('  ');
  console.log(`${page.route.padEnd(17)} ${inLanguages} KB  (page's own ${kb(page.ownKB)})`);
}
for (const file of named.length ? named : budget ? [] : [entry]) {
  const sizes = build.bySource(file);
  const total = Object.values(sizes).reduce((a, b) => a + b, 0) || 1;
  console.log(`\n${file} (${build.label(file)}): ${kb(chunks[file].br / 1024)} KB brotli; KB brotli (share) / KB minified / source`);
  for (const [source, n] of Object.entries(sizes)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)) {
    console.log(`${kb((n * chunks[file].br) / total / 1024).padStart(6)} ${kb(n / 1024).padStart(7)}  ${source}`);
  }
}
if (budget) {
  const over = overBudget(build.pages);
  console.log(
    over.length
      ? `\nover ${BUDGET_KB} KB: ${over.map((o) => `${o.route} ${o.language} ${o.kb}`).join(', ')}`
      : `\nevery page ≤ ${BUDGET_KB} KB in ${build.languages.join(' and ')}`,
  );
  if (over.length) process.exitCode = 1;
}
