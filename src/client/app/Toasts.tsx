import { Suspense } from 'react';
import type { CloseButtonProps } from 'react-toastify/unstyled';
import { loadToastify, useToastsWanted } from '../lib/toast';
import { lazyPart } from '../lib/lazy-page';
import { messages } from '../../shared/messages';

const ToastContainer = lazyPart(() => loadToastify().then((m) => m.ToastContainer));

/** react-toastify's own close button (its markup and classes), named in the member's language instead of 'close'. */
function CloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={messages.shell.closeToast}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path fillRule="evenodd" d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" />
      </svg>
    </button>
  );
}

/**
 * react-toastify's container, mounted with the first toast (lib/toast.ts), never before. Its
 * screen-reader words are ours, in the member's language (its own are English: 'Notifications
 * Alt+T', 'close', 'notification timer'); the timer bar is hidden, so its label is not read.
 */
export function Toasts({ dark }: { dark: boolean }) {
  if (!useToastsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={3000}
        theme={dark ? 'dark' : 'light'}
        newestOnTop
        aria-label={messages.shell.toasts}
        closeButton={CloseButton}
        hideProgressBar
      />
    </Suspense>
  );
}
