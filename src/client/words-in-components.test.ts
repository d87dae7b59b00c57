import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The page's words come from the words files (decision 030): a word written into a component is
 * shown in every language as it was written. This reads every client module (not its tests) and
 * fails, by file and line, on a Turkish letter in a string, a template or JSX text, and in a
 * component on JSX text or a read attribute (aria-label, title, placeholder, alt) written as a
 * literal word: in English mode the first is a Turkish leak, in Turkish mode the others an English one.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜâ]/;
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'title', 'placeholder', 'alt']);
/** Names the same in every language, which a component may write as they are. */
const PROPER_NAMES = new Set(['IMDb']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('-words.ts') ? [path] : [];
  });
}

/** Each word written into `file` that the words files should hold, as 'path:line: text'. */
export function literalWords(file: string, text: string): string[] {
  const tsx = file.endsWith('.tsx');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what.trim().slice(0, 80)}`);
  const visit = (node: ts.Node) => {
    const isText = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node);
    if (isText && TURKISH_LETTERS.test(node.text)) report(node, node.text);
    else if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text) && !PROPER_NAMES.has(node.text.trim())) report(node, node.text);
    else if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      /\p{L}/u.test(node.initializer.text)
    ) {
      report(node, `${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('words in client modules', () => {
  it('come from the words files: no Turkish literal, no literal JSX text or read attribute', () => {
    const found = sources(root).flatMap((file) => literalWords(relative(root, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds each kind of literal word it is meant to find', () => {
    const component = [
      "const a = 'Kaydet ve çık';",
      'const b = `${n} gün`;',
      'export const C = () => <button aria-label="Close" title={m.close}>Save</button>;',
      'export const D = () => <p>{m.text} <a>IMDb</a> · {x}</p>;',
    ].join('\n');
    expect(literalWords('x.tsx', component)).toEqual(['x.tsx:1: Kaydet ve çık', 'x.tsx:2: gün', 'x.tsx:3: aria-label="Close"', 'x.tsx:3: Save']);
  });
});
