/** A Vite plugin: index.html's `<!-- theme-init -->` becomes the inline theme script (src/shared/theme-init.ts). */
import type { Plugin } from 'vite';
import { THEME_INIT_SCRIPT } from '../src/shared/theme-init';

const THEME_INIT_MARK = '<!-- theme-init -->';

export function inlineThemeInit(): Plugin {
  return {
    name: 'defterimiz-inline-theme-init',
    transformIndexHtml(html) {
      if (!html.includes(THEME_INIT_MARK)) throw new Error(`index.html lacks ${THEME_INIT_MARK}`);
      return html.replace(THEME_INIT_MARK, `<script>${THEME_INIT_SCRIPT}</script>`);
    },
  };
}
