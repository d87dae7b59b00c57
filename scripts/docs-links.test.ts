import { describe, expect, it } from 'vitest';
import { anchors, brokenLinks, links, unlinkedPages } from './docs-links';

describe('the documentation links', () => {
  it('reads links and anchors as GitHub does (and so can find a broken one)', () => {
    expect(links('See [a](docs/a.md#b) and <img src="x.png">, not `[c](d.md)` nor [e](https://x.org).')).toEqual(['docs/a.md#b', 'x.png']);
    expect([...anchors('# Backups and upgrades\n## Where the data is\n## `npm run bench`\n## Where the data is\n```\n# not a heading\n```')]).toEqual([
      'backups-and-upgrades',
      'where-the-data-is',
      'npm-run-bench',
      'where-the-data-is-1',
    ]);
  });

  it('every relative link of README.md, SECURITY.md, CHANGELOG.md and docs/ reaches a file, and its #anchor a heading', () => {
    expect(brokenLinks()).toEqual([]);
  });

  it('every docs/ page is linked from README.md or docs/README.md', () => {
    expect(unlinkedPages()).toEqual([]);
  });
});
