import { useLocation, useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import type { Me } from '../../../shared/auth';
import { useSetSignedIn } from '../../lib/session';
import { continuationPath } from '../../lib/continue-after-login';
import { rememberLanguage, switchLanguage } from '../../lib/language';

/**
 * After signing in, setting up or joining: the page takes the member's language (the sign-in
 * page spoke the browser's), the session becomes theirs, a welcome toast in their language, then
 * home — or on to the page a shared item was opening (the share sheet while signed out).
 */
export function useEnterApp() {
  const navigate = useNavigate();
  const location = useLocation();
  const setSignedIn = useSetSignedIn();
  return async (me: Me, message: () => string) => {
    rememberLanguage(me.language);
    await switchLanguage(me.language);
    setSignedIn(me);
    toast.success(message());
    navigate(continuationPath(location.state) ?? '/', { replace: true });
  };
}
