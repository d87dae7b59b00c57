import { wishMessages as wm } from '../../../../shared/wishes-words';
import { Link } from '../../../lib/router';
import { BookOpen, Clapperboard, HeartHandshake, Popcorn, Tv } from 'lucide-react';
import { type Shelf, type WishKind } from '../../../../shared/ikimiz-words';
import { Card } from '../../../ui/Card';
import { TonightButton } from '../../../ui/ikimiz/TonightButton';

const icons: Record<WishKind, typeof Clapperboard> = { movies: Clapperboard, series: Tv, books: BookOpen };
const TONIGHT = ['movies', 'series'] as const;

/** 'İkimiz de istiyoruz' (what both wished, each a link to its list's shelf) and 'Bu akşam ne izlesek?'. */
export function IkimizCards({ shelf }: { shelf: Shelf }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card className="flex flex-col gap-3" data-testid="home-shelf">
        <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
          <HeartHandshake className="h-4 w-4 text-rose-600 dark:text-rose-400" aria-hidden="true" />
          {wm.shelf}
        </h2>
        {shelf.count === 0 ? (
          <p className="text-sm text-stone-500 dark:text-stone-400">{wm.shelfEmptyHint}</p>
        ) : (
          <>
            <p className="font-serif text-2xl font-semibold text-stone-900 dark:text-stone-50">{wm.homeShelfCount(shelf.count)}</p>
            <ul className="space-y-1.5">
              {shelf.items.map((item) => {
                const Icon = icons[item.kind];
                return (
                  <li key={item.id}>
                    <Link to={`/${item.kind}?raf=ikimiz`} className="tap-target inline-flex max-w-full items-center gap-2 text-sm text-stone-700 hover:text-rose-700 dark:text-stone-200 dark:hover:text-rose-300">
                      <Icon className="h-4 w-4 shrink-0 text-stone-400" aria-label={wm.kinds[item.kind]} />
                      <span className="truncate">{item.title}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            {shelf.count > shelf.items.length && <p className="text-xs text-stone-500 dark:text-stone-400">{wm.homeShelfMore(shelf.count - shelf.items.length)}</p>}
          </>
        )}
      </Card>
      <Card className="flex flex-col justify-between gap-4 bg-gradient-to-br from-amber-50 to-white dark:from-amber-950/30 dark:to-stone-900" data-testid="home-tonight">
        <div className="space-y-2">
          <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
            <Popcorn className="h-4 w-4 text-amber-600 dark:text-amber-400" aria-hidden="true" />
            {wm.tonightTitle}
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-300">{wm.tonightHint}</p>
        </div>
        <TonightButton kinds={TONIGHT} className="self-start" />
      </Card>
    </div>
  );
}
