import { Heart } from 'lucide-react';
import type { Member } from '../../../../shared/auth';
import { homeMessages as m } from '../../../../shared/home';
import { Avatar } from '../../../ui/Avatar';

/** 'Bizim Hikayemiz': the day's love line between the two portraits. */
export function Hero({ quote, members }: { quote: string; members: Member[] }) {
  const [first, second] = members;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-rose-100 via-rose-50 to-amber-50 px-6 py-10 text-center shadow-sm ring-1 ring-rose-100 sm:px-10 sm:py-12 dark:from-rose-950/60 dark:via-stone-900 dark:to-stone-900 dark:ring-stone-800"
    >
      <Heart className="absolute -top-6 -right-6 h-32 w-32 rotate-12 text-rose-200/60 dark:text-rose-900/40" fill="currentColor" aria-hidden="true" />
      <Heart className="absolute -bottom-8 -left-8 h-28 w-28 -rotate-12 text-amber-100/80 dark:text-stone-800/60" fill="currentColor" aria-hidden="true" />
      <div className="relative">
        <h1 id="hero-title" className="font-serif text-3xl font-semibold tracking-tight text-rose-700 sm:text-4xl dark:text-rose-300">
          {m.heroTitle}
        </h1>
        <div className="mt-6 flex items-center justify-center gap-3 sm:gap-6">
          {first && <PortraitWithName name={first.displayName} photoUrl={first.photoUrl} />}
          {second && (
            <>
              <Heart className="h-7 w-7 shrink-0 text-rose-600 motion-safe:animate-heartbeat dark:text-rose-400" fill="currentColor" aria-hidden="true" />
              <PortraitWithName name={second.displayName} photoUrl={second.photoUrl} />
            </>
          )}
        </div>
        <blockquote className="mx-auto mt-7 max-w-2xl font-serif text-lg leading-relaxed text-stone-700 italic sm:text-xl dark:text-stone-200" data-testid="daily-quote">
          “{quote}”
        </blockquote>
      </div>
    </section>
  );
}

function PortraitWithName({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  return (
    <figure className="flex min-w-0 flex-col items-center gap-2" data-testid="member-portrait">
      <Avatar
        labelled
        name={name}
        photoUrl={photoUrl}
        className="h-24 w-24 shadow-md ring-4 ring-white sm:h-28 sm:w-28 dark:ring-stone-900"
        initialsClassName="bg-gradient-to-br from-rose-200 to-amber-100 font-serif text-3xl text-rose-700 dark:from-rose-800 dark:to-stone-700 dark:text-rose-100"
      />
      <figcaption className="max-w-[8rem] truncate text-sm font-medium text-stone-600 dark:text-stone-300">{name}</figcaption>
    </figure>
  );
}
