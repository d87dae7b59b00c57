import { lazy, Suspense } from 'react';
import { loadToastify, useToastsWanted } from '../lib/toast';

const ToastContainer = lazy(() => loadToastify().then((m) => ({ default: m.ToastContainer })));

/** react-toastify's container, mounted with the first toast (lib/toast.ts), never before. */
export function Toasts({ dark }: { dark: boolean }) {
  if (!useToastsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={3000} theme={dark ? 'dark' : 'light'} newestOnTop />
    </Suspense>
  );
}
