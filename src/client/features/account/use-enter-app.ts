import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
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
