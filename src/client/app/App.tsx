import { useEffect, useRef } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
// react-toastify's unstyled build (loaded with the first toast, app/Toasts.tsx): the styled one
// injects its CSS as an inline <style>, which the CSP refuses (a console error on every page, best
// practices 93), and carries that CSS a second time in JS. Its stylesheet is ours, with the app's.
import 'react-toastify/dist/ReactToastify.css';
import { Toasts } from './Toasts';
import { onUnauthorized } from '../lib/api';
import { forgetWhenSignedOut, sessionQuery } from '../lib/session';
import { onBackOnline } from '../lib/offline';
import { useTheme } from '../lib/theme';
import { useLanguage } from '../lib/language';
import { AppRoutes } from './routes';
import { Router } from '../lib/router';
import { FollowMemberLanguage } from './FollowMemberLanguage';

/** The app around the query client main.tsx made (and may have filled for the opening page). */
export function App({ client }: { client: QueryClient }) {
  const { theme } = useTheme();
  const { language, drawn } = useLanguage();
  const shown = useRef(language);

  // A request that finds the session gone re-reads it; the guards then lead to /login, and a
  // session gone from under a signed-in page leaves nothing of it on the device.
  useEffect(() => onUnauthorized(() => void client.invalidateQueries({ queryKey: sessionQuery.queryKey })), [client]);
  useEffect(() => forgetWhenSignedOut(client), [client]);
  useEffect(() => onBackOnline(() => void client.invalidateQueries()), [client]);
  // What the server wrote in the other language (a special date's name, the map's credit) is read again.
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    void client.invalidateQueries();
  }, [client, language]);

  return (
    <QueryClientProvider client={client}>
      <FollowMemberLanguage />
      {/* Drawn anew in another language (or when words that arrived late are here): every word is read again. */}
      <Router key={`${language}:${drawn}`}>
        <AppRoutes />
      </Router>
      <Toasts dark={theme === 'dark'} />
    </QueryClientProvider>
  );
}
