/**
 * The browser-bar colours and the tiny script that applies the saved theme before the first
 * paint. The script is inlined into index.html at build (scripts/inline-theme-init.ts) instead of
 * being a render-blocking request, and the CSP allows exactly this text by its SHA-256
 * (platform/security.ts), so no other inline script can run.
 */

/** The top bar's white in the light theme, stone-950 in the dark one. */
export const THEME_COLORS = { light: '#ffffff', dark: '#0c0a09' } as const;

export const THEME_INIT_SCRIPT = `(function(){try{var s=localStorage.getItem('theme');var d=s?s==='dark':matchMedia('(prefers-color-scheme: dark)').matches;document.documentElement.classList.toggle('dark',d);if(s){var m=document.querySelectorAll('meta[name="theme-color"]');for(var i=0;i<m.length;i++)m[i].setAttribute('content',d?'${THEME_COLORS.dark}':'${THEME_COLORS.light}')}}catch(e){}})();`;

/**
 * The shell's own style, inlined into index.html with the theme script (allowed by its SHA-256 in
 * `style-src`): the page's background in either theme and the quiet heart in the middle. The
 * app's stylesheet is then not render-blocking (the HTML only preloads it; main.tsx applies it
 * before the first render), so the heart shows as soon as the HTML is read, not after the
 * stylesheet has downloaded. The colours are Tailwind's stone-50, stone-950 and rose-400, as
 * the app's own body and heart.
 */
export const SHELL_STYLE =
  'html{background:oklch(98.5% 0.001 106.423)}html.dark{background:oklch(14.7% 0.004 49.25)}body{margin:0}' +
  '#shell{display:flex;min-height:100dvh;align-items:center;justify-content:center}' +
  '#shell svg{width:2.5rem;height:2.5rem;color:oklch(71.2% 0.194 13.428);opacity:.7}';
