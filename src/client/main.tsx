import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/App';
import { openingPages } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { sessionQuery, type SessionState } from './lib/session';
import { registerServiceWorker } from './lib/register-sw';
import { preloadRouteData } from './lib/preload-route-data';
import { applyStylesheets } from './lib/apply-stylesheets';
import { pageLanguage, startLanguage, startingLanguage, switchLanguage, wordsReady } from './lib/language';

preloadRouteData(location.pathname, document, location.search);
// In a task of its own: the browser reads the stylesheet as it is applied, which made the scripts'
// start one long task (decision 020 (9)).
const styled = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => applyStylesheets());
// The page the server named (and whose chunks and first list it preloaded), if any.
const route = document.querySelector<HTMLMetaElement>('meta[name="route"]')?.content;
const opening = route && Object.hasOwn(openingPages, route) ? openingPages[route] : undefined;
// The language before anything draws (the member's remembered here, else the browser's; on a
// member's page the session's, below): the catalogues of the words already loaded are asked for
// now, the opening page's as it arrives.
startLanguage(startingLanguage(Boolean(opening) && !/^\/(login|setup|invite)(\/|$)/.test(route ?? '')));

const queryClient = createQueryClient();

/** Draws once the stylesheet and the words of the language are here (no Turkish first for an English member). */
function render() {
  void Promise.all([styled, wordsReady()]).then(draw);
}

function draw() {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the first page in slices of ~5 ms, yielding in between, instead
  // of in one task (262 ms on a slowed phone for /movies with a year of data, issue 25): the
  // browser stays responsive and the page still appears once, complete.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App client={queryClient} />
      </StrictMode>,
    ),
  );
}

// The page the server named (and whose chunks and first list it preloaded) is loaded before the
// first render, with the session and that list, so the layout and the page draw once, complete,
// instead of through spinners. A shell from the service worker's cache names none; a read that
// fails here is left to the page, which asks again as if nothing had been fetched ahead.
if (opening) {
  // The member's language is followed as soon as the session is here (it is preloaded: well before
  // the page's chunks), so the words files those chunks bring ask for that language's catalogues,
  // not the browser's (a Turkish member on an English browser loaded English ones for nothing).
  void Promise.all([opening.prefetch(queryClient), queryClient.prefetchQuery({ ...sessionQuery, retry: false }).then(followSession)])
    // A words file that arrived while the language was switching gets its catalogue too (none to load in Turkish).
    .then(() => switchLanguage(pageLanguage()))
    .catch(() => undefined)
    .finally(render);
} else render();

/**
 * A signed-in member whose language this device did not know yet (a first visit): theirs before
 * the first render; nobody signed in (or no answer), the one remembered here, else the browser's.
 */
async function followSession() {
  const wanted = queryClient.getQueryData<SessionState>(sessionQuery.queryKey)?.me?.language ?? startingLanguage();
  if (wanted !== pageLanguage()) await switchLanguage(wanted);
}

registerServiceWorker();
