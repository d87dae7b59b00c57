import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../lib/router';
import { useSession } from '../lib/session';
import { FullPageSpinner } from '../ui/Spinner';

/** Signed-in screens: a spinner while the session loads, /setup before any account exists, else /login. */
export function RequireMember({ children }: { children: ReactNode }) {
  const { data, isPending, isError } = useSession();
  if (isPending) return <FullPageSpinner />;
  if (isError || !data) return <Navigate to="/login" replace />;
  if (data.needsSetup) return <Navigate to="/setup" replace />;
  if (!data.me) return <Navigate to="/login" replace />;
  return children;
}

/** /login and /invite: a signed-in member goes home; before setup everything leads to /setup. */
export function SignedOutOnly({ children, allowBeforeSetup = false }: { children: ReactNode; allowBeforeSetup?: boolean }) {
  const { data, isPending } = useSession();
  if (isPending) return <FullPageSpinner />;
  if (data?.me) return <Navigate to="/" replace />;
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
