import { useSyncExternalStore } from 'react';
import type { ToastContent, ToastOptions } from 'react-toastify/unstyled';

/**
 * The app's toasts, with react-toastify loaded by the first one (decision 020): a page that shows
 * none never downloads it (~4 KB compressed of every page's first load before). react-toastify
 * keeps toasts sent before its container mounts and shows them once it does, so the first toast
 * waits only for the chunk (the service worker has it offline after the first visit).
 */
type Kind = 'success' | 'error';

let module: Promise<typeof import('react-toastify/unstyled')> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** react-toastify, loaded once; a failed load is forgotten, so the next toast tries again. */
export function loadToastify() {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return (module ??= import('react-toastify/unstyled').catch((error: unknown) => {
    module = undefined;
    throw error;
  }));
}

function send(kind: Kind, content: ToastContent, options?: ToastOptions) {
  void loadToastify().then(
    ({ toast }) => toast[kind](content, options),
    () => undefined,
  );
}

export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => send('success', content, options),
  error: (content: ToastContent, options?: ToastOptions) => send('error', content, options),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True once a toast was asked for: the container is mounted from then on (app/Toasts.tsx). */
export const useToastsWanted = () => useSyncExternalStore(subscribe, () => wanted, () => false);
