/**
 * The browser-bar colours and the tiny script that applies the saved theme before the first
 * paint. The script is inlined into index.html at build (scripts/inline-theme-init.ts) instead of
 * being a render-blocking request, and the CSP allows exactly this text by its SHA-256
 * (platform/security.ts), so no other inline script can run.
 */

/** The top bar's white in the light theme, stone-950 in the dark one. */
export const THEME_COLORS = { light: '#ffffff', dark: '#0c0a09' } as const;

export const THEME_INIT_SCRIPT = `(function(){try{var s=localStorage.getItem('theme');var d=s?s==='dark':matchMedia('(prefers-color-scheme: dark)').matches;document.documentElement.classList.toggle('dark',d);if(s){var m=document.querySelectorAll('meta[name="theme-color"]');for(var i=0;i<m.length;i++)m[i].setAttribute('content',d?'${THEME_COLORS.dark}':'${THEME_COLORS.light}')}}catch(e){}})();`;
