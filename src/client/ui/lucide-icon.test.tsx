import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './lucide-icon';
import { leanIcons } from '../../../scripts/lean-icons';

const root = path.resolve(import.meta.dirname, '../../..');
const esm = path.join(root, 'node_modules/lucide-react/dist/esm');

/** Every icon the client imports from lucide-react, by the name it imports. */
function importedIcons() {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, d.name);
      if (d.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(d.name))
        for (const m of fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g))
          for (const part of m[1].split(',')) {
            const name = part.trim().split(/\s+as\s+/)[0];
            if (name && !name.startsWith('type ') && /^[A-Z]/.test(name) && name !== 'LucideIcon') names.add(name);
          }
    }
  };
  walk(path.join(root, 'src/client'));
  return [...names];
}

/** The icon's module in lucide-react, from the package's own list of exports. */
const barrel = fs.readFileSync(path.join(esm, 'lucide-react.mjs'), 'utf8');
const moduleOf = (name: string) => new RegExp(`\\bdefault as ${name}\\b[^;]*from '\\./icons/([^']+)'`).exec(barrel)?.[1];

const propSets: Record<string, unknown>[] = [
  {},
  { className: 'h-4 w-4', 'aria-hidden': 'true' },
  { className: 'h-3.5 w-3.5 shrink-0 lucide', strokeWidth: 3, 'aria-hidden': 'true' },
  { size: 16, color: '#e11d48' },
  { 'aria-label': 'x', role: 'img' },
  { className: '  h-5   w-5 ', title: 'x', style: { opacity: 0.5 } },
];

describe('the app’s own createLucideIcon (scripts/lean-icons.ts puts it in place of lucide’s)', () => {
  const icons = importedIcons();

  it('finds the icons the app imports', () => {
    expect(icons.length).toBeGreaterThan(50);
    expect(icons).toContain('Star');
  });

  it('draws every one of them as lucide-react does, for the props the app passes', async () => {
    for (const name of icons) {
      const file = moduleOf(name);
      expect(file, name).toBeTruthy();
      const { __iconData } = (await import(/* @vite-ignore */ path.join(esm, 'icons', file!))) as { __iconData: Parameters<typeof createLucideIcon>[0] };
      // The build draws the paths without their React keys (the plugin drops them).
      const withoutKeys = { ...__iconData, node: __iconData.node.map(([tag, { key: _key, ...attrs }]) => [tag, attrs] as [string, Record<string, unknown>]) };
      const Ours = createLucideIcon(withoutKeys);
      const Theirs = (lucide as unknown as Record<string, ComponentType<Record<string, unknown>>>)[name];
      for (const props of propSets)
        expect(renderToStaticMarkup(createElement(Ours, props)), `${name} ${JSON.stringify(props)}`).toBe(renderToStaticMarkup(createElement(Theirs, props)));
      expect(renderToStaticMarkup(createElement(Ours, {}, createElement('title', null, 'x')))).toBe(
        renderToStaticMarkup(createElement(Theirs, {}, createElement('title', null, 'x'))),
      );
    }
  });

  it('the plugin drops the keys and nothing else, and fails on an icon laid out otherwise', () => {
    const plugin = leanIcons() as unknown as {
      transform: (code: string, id: string) => { code: string } | null;
      resolveId: (s: string, i?: string) => string | null;
    };
    const id = path.join(esm, 'icons/star.mjs');
    const code = fs.readFileSync(id, 'utf8');
    const lean = plugin.transform(code, id)!.code;
    expect(code).toMatch(/key: "/);
    expect(lean).not.toMatch(/key:/);
    expect(lean.replace(/\s/g, '')).toBe(
      code
        .replace(/,\s*key: "[^"]*"/g, '')
        .replace(/\n__iconData\.node;/, '')
        .replace(/\s/g, ''),
    );
    expect(plugin.resolveId('../createLucideIcon.mjs', id)).toBe(path.join(root, 'src/client/ui/lucide-icon.ts'));
    expect(plugin.resolveId('../createLucideIcon.mjs', path.join(root, 'src/client/x.ts'))).toBeNull();
    expect(() => plugin.transform('export default 1;', id)).toThrow(/not laid out/);
  });
});
