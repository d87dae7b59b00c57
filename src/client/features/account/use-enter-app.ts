import { useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import type { Me } from '../../../shared/auth';
import { useSetSignedIn } from '../../lib/session';

/** After signing in, setting up or joining: the session becomes the member's, a welcome toast, then home. */
export function useEnterApp() {
  const navigate = useNavigate();
  const setSignedIn = useSetSignedIn();
  return (me: Me, message: string) => {
    setSignedIn(me);
    toast.success(message);
    navigate('/', { replace: true });
  };
}
