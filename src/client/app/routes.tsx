import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { RequireMember, SetupOnly, SignedOutOnly } from './guards';
import { Spinner } from '../ui/Spinner';

// Every page is its own chunk, loaded when opened: /login does not carry the home page, nor / the forms.
const LoginPage = lazy(() => import('../features/account/LoginPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));
const SetupPage = lazy(() => import('../features/account/SetupPage'));
const InvitePage = lazy(() => import('../features/account/InvitePage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const MoviesPage = lazy(() => import('../features/movies/MoviesPage'));
const SeriesPage = lazy(() => import('../features/series/SeriesPage'));
const BooksPage = lazy(() => import('../features/books/BooksPage'));
const MusicPage = lazy(() => import('../features/music/MusicPage'));
const PlacesPage = lazy(() => import('../features/places/PlacesPage'));
const QuotesPage = lazy(() => import('../features/quotes/QuotesPage'));
const MemoriesPage = lazy(() => import('../features/memories/MemoriesPage'));
const MovieGamePage = lazy(() => import('../features/movie-game/MovieGamePage'));

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
