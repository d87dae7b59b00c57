import type { ReactNode } from 'react';
import { Heart } from 'lucide-react';
import { messages } from '../../../shared/messages';

/** The calm, centred frame of the sign-in, setup and invite screens. */
export function AuthLayout({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-rose-50 via-stone-50 to-amber-50 px-4 py-10 dark:from-stone-950 dark:via-stone-950 dark:to-rose-950/30">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-rose-600 text-white shadow-lg shadow-rose-200 dark:shadow-none">
            <Heart className="h-7 w-7" fill="currentColor" aria-hidden="true" />
          </span>
          <p className="font-serif text-xl font-semibold text-rose-600 dark:text-rose-400">{messages.brand}</p>
        </div>
        <div className="rounded-3xl bg-white/95 p-6 shadow-xl shadow-rose-100/60 ring-1 ring-stone-200/60 sm:p-8 dark:bg-stone-900/95 dark:shadow-none dark:ring-stone-800">
          <h1 className="text-2xl font-semibold text-stone-900 dark:text-stone-50">{title}</h1>
          {intro && <p className="mt-2 text-stone-500 dark:text-stone-400">{intro}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}
