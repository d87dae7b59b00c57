import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../lib/router';
import { useSession } from '../lib/session';
import { FullPageSpinner } from '../ui/Spinner';
import { continuationPath } from '../lib/continue-after-login';

/**
 * Signed-in screens: a spinner while the session loads, /setup before any account exists, else
 * /login, which is told where the visitor was going (`state.from`: a shared item continues there
 * after signing in, lib/continue-after-login.ts).
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const { data, isPending, isError } = useSession();
  const location = useLocation();
  const toLogin = <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (isPending) return <FullPageSpinner />;
  if (isError || !data) return toLogin;
  if (data.needsSetup) return <Navigate to="/setup" replace />;
  if (!data.me) return toLogin;
  return children;
}

/**
 * /login and /invite: a signed-in member goes home (or on to the shared item that sent them to
 * /login); before setup everything leads to /setup.
 */
export function SignedOutOnly({ children, allowBeforeSetup = false }: { children: ReactNode; allowBeforeSetup?: boolean }) {
  const { data, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (data?.me) return <Navigate to={continuationPath(location.state) ?? '/'} replace />;
  if (data?.needsSetup && !allowBeforeSetup) return <Navigate to="/setup" replace />;
  return children;
}

/** /setup exists only while there is no account at all. */
export function SetupOnly({ children }: { children: ReactNode }) {
  const { data, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (!data?.needsSetup) return <Navigate to="/" replace state={{ from: location.pathname }} />;
  return children;
}
