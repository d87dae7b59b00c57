import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { RequireMember, SetupOnly, SignedOutOnly } from './guards';
import { Spinner } from '../ui/Spinner';
import { lazyPage, type LazyPage } from './lazy-page';

// Every page is its own chunk, loaded when opened: /login does not carry the home page, nor / the forms.
const LoginPage = lazyPage(() => import('../features/account/LoginPage'));
const HomePage = lazyPage(() => import('../features/home/HomePage'));
const SetupPage = lazyPage(() => import('../features/account/SetupPage'));
const InvitePage = lazyPage(() => import('../features/account/InvitePage'));
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage'));
const MoviesPage = lazyPage(() => import('../features/movies/MoviesPage'));
const SeriesPage = lazyPage(() => import('../features/series/SeriesPage'));
const BooksPage = lazyPage(() => import('../features/books/BooksPage'));
const MusicPage = lazyPage(() => import('../features/music/MusicPage'));
const PlacesPage = lazyPage(() => import('../features/places/PlacesPage'));
const QuotesPage = lazyPage(() => import('../features/quotes/QuotesPage'));
const MemoriesPage = lazyPage(() => import('../features/memories/MemoriesPage'));
const MovieGamePage = lazyPage(() => import('../features/movie-game/MovieGamePage'));
const YilimizPage = lazyPage(() => import('../features/yilimiz/YilimizPage'));

/** The signed-in screens of spec §2, plus /settings. */
const memberRoutes = [
  { path: '/', Page: HomePage },
  { path: '/movies', Page: MoviesPage },
  { path: '/series', Page: SeriesPage },
  { path: '/books', Page: BooksPage },
  { path: '/music', Page: MusicPage },
  { path: '/places', Page: PlacesPage },
  { path: '/quotes', Page: QuotesPage },
  { path: '/memories', Page: MemoriesPage },
  { path: '/movie-game', Page: MovieGamePage },
  { path: '/settings', Page: SettingsPage },
  { path: '/yilimiz', Page: YilimizPage },
];

/**
 * The page of each path the server can name in its HTML (`<meta name="route">`, one per key of
 * ROUTE_PRELOADS in src/shared/route-preloads.ts): main.tsx loads it before the first render.
 */
export const openingPages: Record<string, LazyPage> = Object.fromEntries([['/login', LoginPage], ...memberRoutes.map((r) => [r.path, r.Page])]);

/** The route table in one place. Any unknown path replaces history with /. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/login" element={<SignedOutOnly><LoginPage /></SignedOutOnly>} />
        <Route path="/setup" element={<SetupOnly><SetupPage /></SetupOnly>} />
        <Route path="/invite/:token" element={<SignedOutOnly><InvitePage /></SignedOutOnly>} />
        <Route element={<RequireMember><AppLayout /></RequireMember>}>
          {memberRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={<Suspense fallback={<Spinner />}><r.Page /></Suspense>} />
          ))}
          <Route path="/yilimiz/:yil" element={<Suspense fallback={<Spinner />}><YilimizPage /></Suspense>} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
