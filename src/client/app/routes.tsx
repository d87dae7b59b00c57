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

/**
 * The page the server names in the HTML of each path it preloads (`<meta name="route">`, one per
 * key of ROUTE_PRELOADS in src/shared/route-preloads.ts): main.tsx loads it before the first render.
 */
export const openingPages: Record<string, LazyPage> = {
  '/login': LoginPage,
  '/': HomePage,
  '/movies': MoviesPage,
  '/series': SeriesPage,
  '/books': BooksPage,
  '/quotes': QuotesPage,
  '/places': PlacesPage,
  '/music': MusicPage,
  '/memories': MemoriesPage,
  '/movie-game': MovieGamePage,
  '/settings': SettingsPage,
};

/** The signed-in screens of spec §2, plus /settings. */
const memberRoutes = [
  { path: '/', element: <HomePage /> },
  { path: '/movies', element: <MoviesPage /> },
  { path: '/series', element: <SeriesPage /> },
  { path: '/books', element: <BooksPage /> },
  { path: '/music', element: <MusicPage /> },
  { path: '/places', element: <PlacesPage /> },
  { path: '/quotes', element: <QuotesPage /> },
  { path: '/memories', element: <MemoriesPage /> },
  { path: '/movie-game', element: <MovieGamePage /> },
  { path: '/settings', element: <SettingsPage /> },
];

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
            <Route key={r.path} path={r.path} element={<Suspense fallback={<Spinner />}>{r.element}</Suspense>} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
