import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { createQueryClient } from '../lib/query-client';
import { onUnauthorized } from '../lib/api';
import { sessionQuery } from '../lib/session';
import { onBackOnline } from '../lib/offline';
import { useTheme } from '../lib/theme';
import { AppRoutes } from './routes';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { theme } = useTheme();

  // A request that finds the session gone re-reads it; the guards then lead to /login.
  useEffect(() => onUnauthorized(() => void client.invalidateQueries({ queryKey: sessionQuery.queryKey })), [client]);
  useEffect(() => onBackOnline(() => void client.invalidateQueries()), [client]);

  return (
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ToastContainer position="top-right" autoClose={3000} theme={theme === 'dark' ? 'dark' : 'light'} newestOnTop />
    </QueryClientProvider>
  );
}
