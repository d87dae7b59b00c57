/**
 * The app's stylesheet, which the HTML only preloads (`<link rel="preload" as="style">`, so the
 * shell's heart paints without waiting for it; scripts/inline-theme-init.ts), applied: resolves
 * once every preloaded stylesheet is in use, so the first render is never unstyled. A stylesheet
 * that fails to load resolves too (the app still draws, as it would with a failed `<link>`).
 * In development Vite injects the styles itself and there is nothing to apply.
 */
export function applyStylesheets(doc: Document = document): Promise<void> {
  const preloaded = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    preloaded.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          // The same request as the preload's (its CORS mode), so the browser uses the preloaded answer.
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.addEventListener('load', () => resolve());
          sheet.addEventListener('error', () => resolve());
          sheet.href = preload.getAttribute('href') ?? preload.href;
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
