import { useLocation, useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import type { Me } from '../../../shared/auth';
import { useSetSignedIn } from '../../lib/session';
import { continuationPath } from '../../lib/continue-after-login';

/**
 * After signing in, setting up or joining: the session becomes the member's, a welcome toast, then
 * home — or on to the page a shared item was opening (the share sheet while signed out).
 */
export function useEnterApp() {
  const navigate = useNavigate();
  const location = useLocation();
  const setSignedIn = useSetSignedIn();
  return (me: Me, message: string) => {
    setSignedIn(me);
    toast.success(message);
    navigate(continuationPath(location.state) ?? '/', { replace: true });
  };
}
