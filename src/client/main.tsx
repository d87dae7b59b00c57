import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/App';
import { openingPages } from './app/routes';
import { registerServiceWorker } from './lib/register-sw';
import { preloadRouteData } from './lib/preload-route-data';

preloadRouteData(location.pathname);

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The page the server named (and whose chunks it preloaded) is loaded before the first render, so
// it draws in the same pass as the layout instead of behind a spinner. A shell from the service
// worker's cache names none; a failed load renders anyway, and the page then shows its error.
const route = document.querySelector<HTMLMetaElement>('meta[name="route"]')?.content;
const opening = route && Object.hasOwn(openingPages, route) ? openingPages[route] : undefined;
if (opening) void opening.preload().catch(() => undefined).finally(render);
else render();

registerServiceWorker();
