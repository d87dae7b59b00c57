import { Suspense } from 'react';
import { Navigate, Routes, type RouteDef } from '../lib/router';
import { AppLayout } from './layout/AppLayout';
import { RequireMember, SetupOnly, SignedOutOnly } from './guards';
import { Spinner } from '../ui/Spinner';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { memberPages } from './features';
import { SHARE_ACTION } from '../../shared/share-words';

// Every page is its own chunk, loaded when opened: /login does not carry the home page, nor / the forms.
const LoginPage = lazyPage(() => import('../features/account/LoginPage'));
const SetupPage = lazyPage(() => import('../features/account/SetupPage'));
const InvitePage = lazyPage(() => import('../features/account/InvitePage'));
// 'Nereye eklensin?': where the phone's share sheet lands when the item fits no form by itself (src/sw/share.ts).
const SharePage = lazyPage(() => import('../features/share/SharePage'));

/** The signed-in screens of spec §2, plus /settings: from every feature's client manifest (app/features.ts). */
const memberRoutes = memberPages;

/**
 * The page of each path the server can name in its HTML (`<meta name="route">`, one per key of
 * ROUTE_PRELOADS in src/shared/route-preloads.ts): main.tsx loads it before the first render.
 */
export const openingPages: Record<string, LazyPage> = Object.fromEntries([
  ['/login', LoginPage],
  ...memberRoutes.filter((r) => !r.path.includes(':')).map((r) => [r.path, r.Page]),
]);

/** The route table in one place. Any unknown path replaces history with /. */
const routes: RouteDef[] = [
  { path: '/login', render: () => <SignedOutOnly><LoginPage /></SignedOutOnly> },
  { path: '/setup', render: () => <SetupOnly><SetupPage /></SetupOnly> },
  { path: '/invite/:token', render: () => <SignedOutOnly><InvitePage /></SignedOutOnly> },
  ...[...memberRoutes, { path: SHARE_ACTION, Page: SharePage }].map((r) => ({
    path: r.path,
    render: () => (
      <RequireMember>
        <AppLayout>
          <Suspense fallback={<Spinner />}>
            <r.Page />
          </Suspense>
        </AppLayout>
      </RequireMember>
    ),
  })),
];

export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes routes={routes} fallback={() => <Navigate to="/" replace />} />
    </Suspense>
  );
}
