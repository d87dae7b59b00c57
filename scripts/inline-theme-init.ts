/**
 * A Vite plugin: index.html's `<!-- theme-init -->` becomes the inline theme script and the
 * shell's style (src/shared/theme-init.ts); in the build, the app's stylesheet is preloaded
 * instead of linked, so it does not hold the shell's first paint back (main.tsx applies it
 * before the app's first render).
 */
import type { Plugin } from 'vite';
import { SHELL_STYLE, THEME_INIT_SCRIPT } from '../src/shared/theme-init';

const THEME_INIT_MARK = '<!-- theme-init -->';

export function inlineThemeInit(): Plugin {
  return {
    name: 'defterimiz-inline-theme-init',
    transformIndexHtml(html) {
      if (!html.includes(THEME_INIT_MARK)) throw new Error(`index.html lacks ${THEME_INIT_MARK}`);
      return html.replace(THEME_INIT_MARK, `<script>${THEME_INIT_SCRIPT}</script><style>${SHELL_STYLE}</style>`);
    },
  };
}

/** In the build only, after Vite has written its tags: `<link rel="stylesheet">` → `<link rel="preload" as="style">`. */
export function preloadStylesheets(): Plugin {
  return {
    name: 'defterimiz-preload-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const out = html.replace(/<link rel="stylesheet"((?: crossorigin)?) href="([^"]+\.css)">/g, '<link rel="preload" as="style"$1 href="$2">');
        if (!/<link rel="preload" as="style"/.test(out)) throw new Error('index.html: no stylesheet link to preload');
        return out;
      },
    },
  };
}
