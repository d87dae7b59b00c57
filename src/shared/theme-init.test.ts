import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineThemeInit } from '../../scripts/inline-theme-init';
import { THEME_COLORS, THEME_INIT_SCRIPT } from './theme-init';

type Transform = (html: string) => string;

describe('theme script inlined into index.html', () => {
  it('puts exactly the hashed script text into the page, once', () => {
    const html = fs.readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
    const out = (inlineThemeInit().transformIndexHtml as Transform)(html);
    expect(out.split(`<script>${THEME_INIT_SCRIPT}</script>`)).toHaveLength(2);
    expect(out).not.toContain('theme-init.js');
  });

  it('applies a saved dark theme and colours the browser bar', () => {
    const classes = new Set<string>();
    const metas = [{ content: THEME_COLORS.light as string, setAttribute(_: string, v: string) { this.content = v; } }];
    const run = new Function('localStorage', 'matchMedia', 'document', THEME_INIT_SCRIPT);
    run(
      { getItem: () => 'dark' },
      () => ({ matches: false }),
      { documentElement: { classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) } }, querySelectorAll: () => metas },
    );
    expect(classes.has('dark')).toBe(true);
    expect(metas[0].content).toBe(THEME_COLORS.dark);
  });
});
