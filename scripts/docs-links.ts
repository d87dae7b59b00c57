/**
 * The documentation's links, read the way GitHub renders them: every relative link (Markdown or
 * an HTML src/href) of README.md, SECURITY.md, CHANGELOG.md and docs/ must reach a file or folder,
 * and its #anchor a heading there. scripts/docs-links.test.ts holds the docs to it.
 */
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function markdownFiles(): string[] {
  const docs = fs.readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'));
  return ['README.md', 'SECURITY.md', 'CHANGELOG.md', ...docs.map((f) => `docs/${f.split(path.sep).join('/')}`)];
}

/** Code blocks and inline code hold examples, not links. */
const withoutCode = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

export function links(text: string): string[] {
  const prose = withoutCode(text);
  const markdown = [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);
  const html = [...prose.matchAll(/<(?:img|a)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  return [...markdown, ...html].filter((l) => !/^(https?:|mailto:)/.test(l));
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of withoutCodeBlocks(text).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = m[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n ? `${slug}-${n}` : slug);
  }
  return out;
}

const withoutCodeBlocks = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** Where a link of FILE leads (relative to the root), and its anchor. */
export function resolve(file: string, link: string): { target: string; anchor: string | null } {
  const [pathPart, anchor] = link.split('#', 2);
  const target = pathPart ? path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(pathPart))) : file;
  return { target: target.replace(/\/$/, ''), anchor: anchor ?? null };
}

/** Every broken link of the documentation, as "file: link (why)". */
export function brokenLinks(): string[] {
  const broken: string[] = [];
  for (const file of markdownFiles()) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const link of links(text)) {
      const { target, anchor } = resolve(file, link);
      const full = path.join(root, target);
      if (!fs.existsSync(full)) {
        broken.push(`${file}: ${link} (no ${target})`);
        continue;
      }
      if (anchor && target.endsWith('.md') && !anchors(fs.readFileSync(full, 'utf8')).has(anchor)) {
        broken.push(`${file}: ${link} (no heading #${anchor} in ${target})`);
      }
    }
  }
  return broken;
}

/** docs/ pages no link of README.md or docs/README.md reaches (a link to a folder reaches its pages). */
export function unlinkedPages(): string[] {
  const reached = ['README.md', 'docs/README.md'].flatMap((file) =>
    links(fs.readFileSync(path.join(root, file), 'utf8')).map((link) => resolve(file, link).target),
  );
  return markdownFiles()
    .filter((f) => f.startsWith('docs/') && f !== 'docs/README.md')
    .filter((f) => !reached.some((t) => t === f || f.startsWith(`${t}/`)));
}
