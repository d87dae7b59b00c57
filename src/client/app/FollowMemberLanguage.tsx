import { useEffect } from 'react';
import { useSession } from '../lib/session';
import { browserLanguage, pageLanguage, rememberLanguage, switchLanguage } from '../lib/language';

/**
 * The page speaks the signed-in member's language (decision 030), also when it changes on another
 * device; signed out, the browser's again. Remembered on this device, so the next visit starts in
 * it (main.tsx).
 */
export function FollowMemberLanguage() {
  const { data } = useSession();
  const wanted = data === undefined ? null : (data.me?.language ?? browserLanguage());
  const signedIn = Boolean(data?.me);
  useEffect(() => {
    if (!wanted) return;
    rememberLanguage(signedIn ? wanted : null);
    if (wanted !== pageLanguage()) void switchLanguage(wanted);
  }, [wanted, signedIn]);
  return null;
}
