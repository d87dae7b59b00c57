import { wishMessages as wm } from '../../../shared/wishes-words';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../lib/lazy-page';
import { Popcorn } from 'lucide-react';
import { type TonightKind } from '../../../shared/ikimiz-words';
import { cn } from '../cn';

// 'Bu akşam ne izlesek?' loads when first opened.
const TonightDialog = lazyPart(() => import('./TonightDialog').then((m) => m.TonightDialog));

/** 'Bu akşam ne izlesek?' and the dialog it opens (on home, /movies and /series). */
export function TonightButton({ kinds, className }: { kinds: readonly TonightKind[]; className?: string }) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setPicking(true)}
        className={cn(
          'tap-target inline-flex items-center gap-2 rounded-xl bg-amber-100 px-3.5 py-2 text-sm font-semibold text-amber-900 transition-colors hover:bg-amber-200 dark:bg-amber-900/50 dark:text-amber-100 dark:hover:bg-amber-900/80',
          className,
        )}
      >
        <Popcorn className="h-4 w-4" aria-hidden="true" />
        {wm.tonight}
      </button>
      {picking && (
        <Suspense fallback={null}>
          <TonightDialog kinds={kinds} onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </>
  );
}
